/**
 * An order's life (issue #11): statuses as the domain's state machine allows them, stock given back
 * exactly once, the shopper's tracking link, expiry, idempotent placing, the back office's table and
 * its CSV. Runs on PGlite and on PostgreSQL (the api-pglite and api-postgres projects).
 */
import { eq, sql } from 'drizzle-orm';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { setUpTestApp, TEST_ADMIN } from '../../test/app';
import { changeOrderStatus } from '../../test/orders';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { ORDER_EXPIRY_JOB } from './order-jobs';

interface PlacedOrder {
  id: number;
  number: string;
  status: string;
  trackingToken: string;
}

describe('the life of an order', () => {
  const t = setUpTestApp();
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  /** One product of PKR 1,000 with `quantity` in stock. */
  const product = (quantity = 10, title = 'Kundan ring') =>
    insertTestProduct(t.db, { title, priceRupees: 1000, quantity, unitsSold: 0 });
  const stock = async (id: number) => {
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    return { quantity: row?.quantity, unitsSold: row?.unitsSold };
  };
  const placeRequest = (
    productId: number,
    quantity = 2,
    options: { key?: string; shippingInfo?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      headers: options.key ? { 'idempotency-key': options.key } : {},
      payload: {
        shippingInfo: options.shippingInfo ?? TEST_SHIPPING_INFO,
        cartItems: [{ id: productId, quantity, selectedColor: 'gold' }],
        totalPrice: 1000 * quantity,
        deliveryFee: 1000 * quantity > 2999 ? 0 : 199,
        grandTotal: 1000 * quantity + (1000 * quantity > 2999 ? 0 : 199),
      },
    });
  const place = async (productId: number, quantity = 2, options = {}) => {
    const response = await placeRequest(productId, quantity, options);
    expect(response.statusCode).toBe(201);
    return response.json<{ order: PlacedOrder }>().order;
  };
  const change = (id: number, payload: Record<string, unknown>) =>
    changeOrderStatus(t.app, t.auth, id, payload);
  const track = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/track/${token}` });
  const shopper = (token: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/track/${token}`, payload: { status } });

  it('places an order pending, with a number, a private tracking link and its first event', async () => {
    const ring = await product();
    const first = await place(ring.id, 1);
    const second = await place(ring.id, 1);
    expect(first.status).toBe('pending');
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(first.trackingToken).not.toBe(second.trackingToken);

    const tracked = await track(first.trackingToken);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers['cache-control']).toBe('private, no-store');
    const { order } = tracked.json<{ order: Record<string, unknown> }>();
    expect(order).toMatchObject({
      number: first.number,
      status: 'pending',
      grandTotal: 1199,
      events: [{ from: null, to: 'pending', by: 'shopper' }],
    });
    // The link shows what the shopper typed, not the e-mail (a forwarded link tells less).
    expect(JSON.stringify(order)).not.toContain(TEST_SHIPPING_INFO.email);

    expect((await track('0'.repeat(64))).statusCode).toBe(404);
    expect((await track('not-a-token')).statusCode).toBe(404);
  });

  it("records the shopper's yes once and keeps the order pending until staff confirm it", async () => {
    const ring = await product();
    const order = await place(ring.id);
    const confirmed = await shopper(order.trackingToken, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    // The link is all it takes to say yes: it cannot stand for the shop's confirmation (issue #23).
    expect(confirmed.json().order).toMatchObject({
      status: 'pending',
      shopperConfirmedAt: expect.any(String),
      events: [{ to: 'pending' }, { from: 'pending', to: 'pending', by: 'shopper' }],
    });
    const again = await shopper(order.trackingToken, 'confirmed');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.events).toHaveLength(2);
    expect(again.json().order.shopperConfirmedAt).toBe(confirmed.json().order.shopperConfirmedAt);

    expect((await change(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const late = await shopper(order.trackingToken, 'confirmed');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This order is already confirmed.' });
    const cancel = await shopper(order.trackingToken, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'This order is confirmed: to change it now, please contact us.',
    );
    const bad = await shopper(order.trackingToken, 'shipped');
    expect(bad.statusCode).toBe(400);
  });

  it('still lets a shopper who said yes cancel while the shop has not confirmed', async () => {
    const ring = await product(10);
    const order = await place(ring.id, 2);
    await shopper(order.trackingToken, 'confirmed');
    const cancelled = await shopper(order.trackingToken, 'cancelled');
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled' });
    expect(await stock(ring.id)).toEqual({ quantity: 10, unitsSold: 0 });
  });

  it('gives the stock back when the shopper cancels', async () => {
    const ring = await product(10);
    const order = await place(ring.id, 3);
    expect(await stock(ring.id)).toEqual({ quantity: 7, unitsSold: 3 });
    const cancelled = await shopper(order.trackingToken, 'cancelled');
    expect(cancelled.json().order).toMatchObject({
      status: 'cancelled',
      events: [{}, { to: 'cancelled', reason: 'asked_by_shopper', by: 'shopper' }],
    });
    expect(await stock(ring.id)).toEqual({ quantity: 10, unitsSold: 0 });
  });

  it('takes staff through confirm, ship (courier and tracking number required) and delivered', async () => {
    const ring = await product();
    const order = await place(ring.id);
    const early = await change(order.id, {
      status: 'shipped',
      courier: 'TCS',
      trackingNumber: '1',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'This order is waiting for confirmation, so it cannot be shipped.',
    });
    expect(
      (await change(order.id, { status: 'confirmed', note: 'Called, she said yes' })).statusCode,
    ).toBe(200);

    const noCourier = await change(order.id, { status: 'shipped' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().fieldErrors).toEqual({
      courier: 'Courier is required',
      trackingNumber: 'Tracking number is required',
    });
    const shipped = await change(order.id, {
      status: 'shipped',
      courier: 'TCS',
      trackingNumber: 'TCS-778812',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      courier: 'TCS',
      trackingNumber: 'TCS-778812',
    });
    const delivered = await change(order.id, { status: 'delivered' });
    const detail = delivered.json<{ order: { events: Record<string, unknown>[] } }>().order;
    expect(detail.events).toEqual([
      expect.objectContaining({ actor: 'shopper', from: null, to: 'pending' }),
      expect.objectContaining({
        actor: TEST_ADMIN.email,
        to: 'confirmed',
        note: 'Called, she said yes',
      }),
      expect.objectContaining({ actor: TEST_ADMIN.email, to: 'shipped' }),
      expect.objectContaining({ actor: TEST_ADMIN.email, to: 'delivered' }),
    ]);
    // Delivered does not go back to shipped: the stock stays sold.
    expect(
      (await change(order.id, { status: 'shipped', courier: 'TCS', trackingNumber: 'X' }))
        .statusCode,
    ).toBe(409);
    expect(await stock(ring.id)).toEqual({ quantity: 8, unitsSold: 2 });

    const tracked = (await track(order.trackingToken)).json().order;
    expect(tracked.events.map((event: { by: string }) => event.by)).toEqual([
      'shopper',
      'shop',
      'shop',
      'shop',
    ]);
    expect(JSON.stringify(tracked)).not.toContain('Called, she said yes');
  });

  it('asks staff for a reason to cancel', async () => {
    const ring = await product();
    const order = await place(ring.id);
    const response = await change(order.id, { status: 'cancelled' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ reason: 'Choose a reason' });
    const system = await change(order.id, { status: 'cancelled', reason: 'not_confirmed' });
    expect(system.statusCode).toBe(400);
  });

  it('gives the stock back once for twenty parallel cancels', async () => {
    const ring = await product(10);
    const order = await place(ring.id, 4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(order.id, { status: 'cancelled', reason: 'fake' })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await stock(ring.id)).toEqual({ quantity: 10, unitsSold: 0 });
  });

  it('lets exactly one of a cancel and a ship racing win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ring = await product(10);
      const order = await place(ring.id, 2);
      await change(order.id, { status: 'confirmed' });
      const [cancel, ship] = await Promise.all([
        change(order.id, { status: 'cancelled', reason: 'asked_by_shopper' }),
        change(order.id, { status: 'shipped', courier: 'Leopards', trackingNumber: 'LP1' }),
      ]);
      expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
      const after = await stock(ring.id);
      expect(after.quantity).toBe(cancel.statusCode === 200 ? 10 : 8);
    }
  });

  it('gives a returned order its stock back, and a deleted order that still holds stock', async () => {
    const ring = await product(10);
    const returned = await place(ring.id, 1);
    await change(returned.id, { status: 'confirmed' });
    await change(returned.id, { status: 'shipped', courier: 'TCS', trackingNumber: 'T1' });
    expect(
      (
        await change(returned.id, {
          status: 'returned',
          reason: 'refused_at_door',
          note: 'At 5 pm',
        })
      ).statusCode,
    ).toBe(200);
    expect(await stock(ring.id)).toEqual({ quantity: 10, unitsSold: 0 });

    const pending = await place(ring.id, 2);
    const cancelled = await place(ring.id, 3);
    await change(cancelled.id, { status: 'cancelled', reason: 'no_answer' });
    expect(await stock(ring.id)).toEqual({ quantity: 8, unitsSold: 2 });
    for (const order of [pending, cancelled, returned]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/shipping/delete-shipping/${order.id}`,
        headers: t.auth,
      });
      expect(deleted.statusCode).toBe(200);
    }
    // The pending order's two units are back; the cancelled and returned ones gave theirs already.
    expect(await stock(ring.id)).toEqual({ quantity: 10, unitsSold: 0 });
  });

  it('answers a retry with the same Idempotency-Key with the first order, placing it once', async () => {
    const ring = await product(10);
    const key = 'checkout-7b1c0c8e-5f4e-4a36-9a4b-0d3f1f2a9c11';
    const first = await place(ring.id, 2, { key });
    const retry = await place(ring.id, 2, { key });
    expect(retry).toEqual(first);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => placeRequest(ring.id, 1, { key: `${key}-parallel` })),
    );
    expect(racing.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(racing.map((answer) => answer.json().order.id)).size).toBe(1);
    expect(await stock(ring.id)).toEqual({ quantity: 7, unitsSold: 3 });

    const bad = await placeRequest(ring.id, 1, { key: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^idempotency-key: /);
  });

  it('cancels the orders nobody confirmed in time, and leaves confirmed ones', async () => {
    const ring = await product(10);
    const stale = await place(ring.id, 2);
    const confirmed = await place(ring.id, 2);
    const fresh = await place(ring.id, 2);
    await change(confirmed.id, { status: 'confirmed' });
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(sql`${orders.id} IN (${stale.id}, ${confirmed.id})`);

    await t.app.jobs.runNow(ORDER_EXPIRY_JOB);

    const statusOf = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: t.auth })
      ).json().order;
    expect(await statusOf(stale.id)).toMatchObject({
      status: 'cancelled',
      events: [{}, { actor: 'system', to: 'cancelled', reason: 'not_confirmed' }],
    });
    expect((await statusOf(confirmed.id)).status).toBe('confirmed');
    expect((await statusOf(fresh.id)).status).toBe('pending');
    expect(await stock(ring.id)).toEqual({ quantity: 6, unitsSold: 4 });
  });

  it('lists orders by status, finds them by number or phone, oldest first for "to confirm", as CSV too', async () => {
    const ring = await product(50, 'Pearl set');
    const shippingInfo = {
      ...TEST_SHIPPING_INFO,
      fullName: '=HYPERLINK("http://evil.example")',
      phone: '03219876543',
      address: 'House 4, "Green" Lane',
    };
    const a = await place(ring.id, 1, { shippingInfo });
    const b = await place(ring.id, 1, { shippingInfo });
    await change(b.id, { status: 'confirmed' });

    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: t.auth })
        .then((response) => response.json());
    const byPhone = await list(`q=${encodeURIComponent('+92 321 9876543')}`);
    expect(byPhone.items.map((order: PlacedOrder) => order.id).sort()).toEqual([a.id, b.id].sort());
    const byNumber = await list(`q=${encodeURIComponent(b.number.toLowerCase())}`);
    expect(byNumber.items.map((order: PlacedOrder) => order.id)).toContain(b.id);
    expect(byNumber.items.every((order: PlacedOrder) => order.id !== a.id)).toBe(true);

    const toConfirm = await list('status=pending&sort=oldest');
    const ids = toConfirm.items.map((order: PlacedOrder) => order.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect([...ids].sort((x: number, y: number) => x - y)).toEqual(ids);
    expect(toConfirm.items.every((order: PlacedOrder) => order.status === 'pending')).toBe(true);

    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=lost',
      headers: t.auth,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^status: /);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?q=03219876543`,
      headers: t.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Order,Placed,Status,Name,Phone,Address,City,Postal code,Email,Items,Pieces,Cash to collect (PKR),Courier,Tracking number',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`${b.number},`);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows[1]).toContain('"House 4, ""Green"" Lane"');
    expect(rows[1]).toMatch(/,"1 x Pearl set \(gold, SKU P\d+-GOLD\)",1,1199,,/);
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('keeps the spec calls answering, with the number and status', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/get',
      headers: t.auth,
    });
    expect(response.statusCode).toBe(200);
    const [newest] = response.json().shipping;
    expect(newest).toMatchObject({
      number: expect.stringMatching(/^ZB-/),
      status: expect.any(String),
    });
  });
});
