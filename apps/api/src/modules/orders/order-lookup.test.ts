/**
 * POST /api/orders/find (issue #26): "Track your order" opens the order's private page for its number
 * and phone, however the shopper writes either, with one answer for every miss and a limit per address.
 */
import { ORDER_LOOKUP_NOT_FOUND } from '@shop/domain/schemas/order-lookup.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

describe('finding an order by its number and phone', () => {
  let t: TestApp;
  let order: { number: string; trackingToken: string };
  let otherOrder: { number: string };

  beforeAll(async () => {
    t = await createTestApp({
      env: { LIMIT_ORDER_LOOKUPS_PER_ADDRESS: '12/h', TRUST_PROXY: '127.0.0.1' },
    });
    const product = await insertTestProduct(t.db, { priceRupees: 3500, quantity: 100 });
    const place = async (phone: string) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: { ...TEST_SHIPPING_INFO, phone },
          cartItems: [{ id: product.id, quantity: 1 }],
          totalPrice: 3500,
          deliveryFee: 0,
          grandTotal: 3500,
        },
      });
      expect(placed.statusCode).toBe(201);
      return placed.json<{ order: { number: string; trackingToken: string } }>().order;
    };
    // Typed with a dash at the checkout: kept as 03001234567.
    order = await place('0300-1234567');
    otherOrder = await place('03217654321');
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** Each call from its own client address, so the limit's own test alone meets the limit. */
  const find = (payload: unknown, from = `198.51.100.${(address += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/find',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': from },
      payload: payload as Record<string, unknown>,
    });

  it.each([
    '03001234567',
    '0300-1234567',
    '0300 1234567',
    '+92 300 1234567',
    '+923001234567',
    '0092 300 1234567',
    '00923001234567',
    '923001234567',
    '+92 (300) 123-4567',
  ])('answers the private page for the phone written %s', async (phone) => {
    const response = await find({ number: order.number, phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `/order/${order.trackingToken}` });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([' zb-10001 ', '10001', 'ZB 10001'])('takes the number written %s', async (written) => {
    const number = written.replace('10001', order.number.replace('ZB-', ''));
    const response = await find({ number, phone: '03001234567' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `/order/${order.trackingToken}` });
  });

  it('says the same, with the same status, for a wrong number and for a wrong phone', async () => {
    const wrongNumber = await find({ number: 'ZB-99999', phone: '03001234567' });
    const wrongPhone = await find({ number: order.number, phone: '03001234568' });
    // Another real order's number with this phone: still no oracle.
    const someoneElses = await find({ number: otherOrder.number, phone: '03001234567' });
    const huge = await find({ number: '999999999999', phone: '03001234567' });
    for (const answer of [wrongNumber, wrongPhone, someoneElses, huge]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: ORDER_LOOKUP_NOT_FOUND });
    }
  });

  it('names the field of bad input with a 400', async () => {
    const cases: [unknown, string][] = [
      [{ phone: '03001234567' }, 'number: Order number is required'],
      [{ number: '  ', phone: '03001234567' }, 'number: Order number is required'],
      [
        { number: 'order five', phone: '03001234567' },
        'number: Order number must look like ZB-10015',
      ],
      [
        { number: 'Z'.repeat(31), phone: '03001234567' },
        'number: Order number must be at most 30 characters',
      ],
      [{ number: order.number }, 'phone: Phone number is required'],
      [
        { number: order.number, phone: '0300-12a4567' },
        'phone: Phone number must only contain numbers',
      ],
      [{ number: order.number, phone: '0300123456' }, 'phone: Phone number must be 11 digits'],
      [{ number: order.number, phone: '03001234567', extra: 1 }, 'extra: Unknown field'],
    ];
    for (const [payload, message] of cases) {
      const response = await find(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('refuses a client address over its limit with 429 and Retry-After, found or not', async () => {
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const phone = `0300${String(1000000 + attempt)}`;
      statuses.push((await find({ number: order.number, phone }, from)).statusCode);
    }
    // The right phone is found while the address has attempts left…
    statuses.push((await find({ number: order.number, phone: '03001234567' }, from)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: 11 }, () => 404), 200]);
    // …and refused once it has used them up, whatever it sends.
    const refused = await find({ number: order.number, phone: '03001234567' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many order lookups from your connection. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not held back.
    expect((await find({ number: order.number, phone: '03001234567' })).statusCode).toBe(200);
  });
});
