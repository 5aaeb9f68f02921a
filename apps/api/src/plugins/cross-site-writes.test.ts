/**
 * Writes another site's page sends through its visitor's browser are refused (issue #23, finding 6);
 * the shop's own pages and clients that are not browsers keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { multipart } from '../test/multipart';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../modules/demo/test-fixtures';
import { CROSS_SITE_WRITE } from './cross-site-writes';

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe.each([
  ['without PUBLIC_URL', {}, { host: 'shop.local:3000', origin: 'http://shop.local:3000' }],
  [
    'with PUBLIC_URL',
    { PUBLIC_URL: 'https://zewar.example' },
    { host: '127.0.0.1:3001', origin: 'https://zewar.example' },
  ],
] as const)('cross-site writes %s', (_name, env, own) => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp({ env });
    productId = (await insertTestProduct(t.db, { priceRupees: 3500, quantity: 100 })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const order = () => ({
    shippingInfo: TEST_SHIPPING_INFO,
    cartItems: [{ id: productId, quantity: 1 }],
    totalPrice: 3500,
    deliveryFee: 0,
    grandTotal: 3500,
  });
  const asJson = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: own.host, ...headers } });
  const asForm = (
    url: string,
    fields: Record<string, unknown>,
    headers: Record<string, string>,
  ) => {
    const form = multipart(
      Object.entries(fields).map(([name, value]) => ({
        name,
        value: typeof value === 'string' ? value : JSON.stringify(value),
      })),
    );
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, host: own.host, ...headers },
    });
  };
  const place = async (headers: Record<string, string>) => {
    const placed = await asJson('/api/shipping/create', order(), headers);
    expect(placed.statusCode).toBe(201);
    return placed.json<{ order: { trackingToken: string } }>().order.trackingToken;
  };

  it.each([
    ['Origin and Sec-Fetch-Site of another site', EVIL],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: own.origin }],
    ['Origin null', { origin: 'null' }],
  ])(
    'refuses an order and a confirmation with %s, as JSON and as a form',
    async (_what, headers) => {
      const token = await place({});
      for (const send of [asJson, asForm]) {
        const created = await send('/api/shipping/create', order(), headers);
        expect(created.statusCode).toBe(403);
        expect(created.json()).toEqual({ message: CROSS_SITE_WRITE });
        const confirmed = await send(
          `/api/orders/track/${token}`,
          { status: 'confirmed' },
          headers,
        );
        expect(confirmed.statusCode).toBe(403);
        expect(confirmed.json()).toEqual({ message: CROSS_SITE_WRITE });
      }
      const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${token}` });
      expect(tracked.json()).toMatchObject({ order: { status: 'pending' } });
    },
  );

  it('takes orders and confirmations from the shop’s own pages, as JSON and as a form', async () => {
    const ownPage = { origin: own.origin, 'sec-fetch-site': 'same-origin' };
    for (const send of [asJson, asForm]) {
      const created = await send('/api/shipping/create', order(), ownPage);
      expect(created.statusCode).toBe(201);
      const { trackingToken } = created.json<{ order: { trackingToken: string } }>().order;
      const confirmed = await send(
        `/api/orders/track/${trackingToken}`,
        { status: 'confirmed' },
        ownPage,
      );
      expect(confirmed.statusCode).toBe(200);
    }
  });

  it('takes writes from clients that are not browsers, and reads from anywhere', async () => {
    const token = await place({});
    const confirmed = await asJson(`/api/orders/track/${token}`, { status: 'confirmed' }, {});
    expect(confirmed.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/products/get',
      headers: EVIL,
    });
    expect(read.statusCode).toBe(200);
    // Typed into the address bar or opened from a bookmark: no site sent it.
    expect((await place({ 'sec-fetch-site': 'none' })).length).toBe(64);
  });
});
