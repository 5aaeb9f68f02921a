import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp, setUpTestAppWithoutSignIn } from '../../test/app';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { preferredEncoding } from './answer-cache';

const shippingInfo = TEST_SHIPPING_INFO;

describe('cached catalogue answers', () => {
  const t = setUpTestApp();
  let productId: number;

  beforeAll(async () => {
    for (let index = 0; index < 30; index += 1) {
      const row = await insertTestProduct(t.db, {
        title: `Kundan set ${index}`,
        priceRupees: 3500,
      });
      productId = row.id;
    }
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/products/get', '/api/products?page=2'])(
    '%s carries an ETag and answers 304 to a client that has it',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('answers an address asked for before from the cache, with the same headers and bytes', async () => {
    const url = '/api/products?sort=price_desc&page=2';
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['etag', 'content-encoding', 'content-type', 'content-security-policy']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    // Another spelling of a bad query is still refused: only answered addresses skip validation.
    expect((await get('/api/products?sort=cheapest')).statusCode).toBe(400);
  });

  it('compresses with brotli or gzip as the client accepts, the same JSON either way', async () => {
    const plain = await get('/api/products/get');
    const br = await get('/api/products/get', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/products/get', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).products).toHaveLength(30);
  });

  it('answers anew once a product is changed', async () => {
    const before = await get('/api/products/get');
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/products/update/${productId}`,
      headers: t.auth,
      payload: { title: 'Kundan set, renamed' },
    });
    expect(update.statusCode).toBe(200);
    const after = await get('/api/products/get', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Kundan set, renamed');
    const search = await get('/api/products?q=renamed');
    expect(search.json()).toMatchObject({ total: 1 });
  });

  it('answers anew once an order took stock', async () => {
    const before = (await get(`/api/products?sort=best_selling`)).json<{
      products: { id: number; quantity: number }[];
    }>();
    const target = before.products[before.products.length - 1];
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo,
        cartItems: [{ id: target?.id, quantity: 2 }],
        totalPrice: 7000,
        deliveryFee: 0,
        grandTotal: 7000,
      },
    });
    expect(order.statusCode).toBe(201);
    const after = (await get(`/api/products?sort=best_selling`)).json<{
      products: { id: number; quantity: number }[];
    }>();
    expect(after.products[0]).toMatchObject({
      id: target?.id,
      quantity: (target?.quantity ?? 0) - 2,
    });
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    [undefined, undefined],
  ])('picks %s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compression of other answers', () => {
  const t = setUpTestAppWithoutSignIn();

  it('compresses a JSON answer over 1 KB and leaves a small one alone', async () => {
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('openapi');
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
