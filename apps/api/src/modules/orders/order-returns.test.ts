/**
 * Returned orders and the mistakes undone (issue #26): a return names a reason, delivered and returned
 * may be corrected into each other within CORRECTION_DAYS with the stock following, and two staff
 * correcting at once move the order (and its stock) once. Runs on PGlite and on PostgreSQL.
 */
import { CORRECTION_DAYS, RETURN_REASONS } from '@shop/domain/order-returns';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { productVariants } from '../../db/schema/product-variants';
import { products } from '../../db/schema/products';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { setUpTestApp } from '../../test/app';
import { changeOrderStatus } from '../../test/orders';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

const UNITS = 2;
const START_STOCK = 10;

describe('returned orders and corrections', () => {
  const t = setUpTestApp();
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  async function newProduct(quantity = START_STOCK): Promise<number> {
    return (await insertTestProduct(t.db, { priceRupees: 1000, quantity })).id;
  }
  const stockOf = async (productId: number) => {
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    return row?.quantity;
  };
  const change = (id: number, payload: object) => changeOrderStatus(t.app, t.auth, id, payload);
  const changeOk = async (id: number, payload: object) => {
    const answer = await change(id, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ order: { status: string; events: Record<string, unknown>[] } }>().order;
  };

  /** An order of UNITS units of the product, moved on to `to` (shipped or delivered). */
  async function orderOf(productId: number, to: 'shipped' | 'delivered'): Promise<number> {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo: TEST_SHIPPING_INFO,
        cartItems: [{ id: productId, quantity: UNITS }],
        totalPrice: 1000 * UNITS,
        deliveryFee: 199,
        grandTotal: 1000 * UNITS + 199,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ order: { id: number } }>().order.id;
    await changeOk(id, { status: 'confirmed' });
    await changeOk(id, { status: 'shipped', courier: 'TCS', trackingNumber: `T-${id}` });
    if (to === 'delivered') await changeOk(id, { status: 'delivered' });
    return id;
  }

  /** Moves the order's last change back in time, as if it had been made `days` days ago. */
  async function changedDaysAgo(id: number, days: number) {
    await t.db
      .update(orders)
      .set({ statusChangedAt: sql`now() - ${days}::int * interval '1 day'` })
      .where(eq(orders.id, id));
  }

  const returnReasonOf = async (id: number) => {
    const [row] = await t.db
      .select({ returnReason: orders.returnReason })
      .from(orders)
      .where(eq(orders.id, id));
    return row?.returnReason;
  };

  it('marks a shipped order returned with each reason, on the timeline, stock back once', async () => {
    for (const reason of RETURN_REASONS) {
      const productId = await newProduct();
      const id = await orderOf(productId, 'shipped');
      expect(await stockOf(productId)).toBe(START_STOCK - UNITS);
      const note = reason === 'other' ? 'Parcel lost by the courier' : undefined;
      const order = await changeOk(id, { status: 'returned', reason, note });
      expect(order.status).toBe('returned');
      expect(order.events.at(-1)).toMatchObject({
        actor: 'admin@test.local',
        from: 'shipped',
        to: 'returned',
        reason,
        note: note ?? null,
      });
      expect(await stockOf(productId)).toBe(START_STOCK);
      expect(await returnReasonOf(id)).toBe(reason);
    }
  });

  it('refuses a return without a reason, or for "other" without a note, naming the field', async () => {
    const productId = await newProduct();
    const id = await orderOf(productId, 'shipped');
    const noReason = await change(id, { status: 'returned' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Choose a reason' });

    const cancelReason = await change(id, { status: 'returned', reason: 'fake' });
    expect(cancelReason.statusCode).toBe(400);
    expect(cancelReason.json().fieldErrors).toEqual({ reason: 'Choose a reason' });

    const otherNoNote = await change(id, { status: 'returned', reason: 'other', note: '  ' });
    expect(otherNoNote.statusCode).toBe(400);
    expect(otherNoNote.json().fieldErrors).toEqual({ note: 'Write a note for "Other"' });
    expect(otherNoNote.json().message).toMatch(/note/i);

    const returnReasonForCancel = await change(id, { status: 'cancelled', reason: 'damaged' });
    expect(returnReasonForCancel.statusCode).toBe(400);
    expect(returnReasonForCancel.json().fieldErrors).toEqual({ reason: 'Choose a reason' });

    // Nothing moved: the order is still shipped and its units still out.
    expect(await stockOf(productId)).toBe(START_STOCK - UNITS);
  });

  it('corrects delivered into returned and back within the days allowed, stock following', async () => {
    const productId = await newProduct();
    const id = await orderOf(productId, 'delivered');
    expect(await stockOf(productId)).toBe(8);

    await changedDaysAgo(id, CORRECTION_DAYS - 1);
    const returned = await changeOk(id, { status: 'returned', reason: 'refused_at_door' });
    expect(returned.events.at(-1)).toMatchObject({
      from: 'delivered',
      to: 'returned',
      reason: 'refused_at_door',
    });
    expect(await stockOf(productId)).toBe(10);

    const delivered = await changeOk(id, { status: 'delivered', note: 'Slip: it was delivered' });
    expect(delivered.events.at(-1)).toMatchObject({
      from: 'returned',
      to: 'delivered',
      reason: null,
      note: 'Slip: it was delivered',
    });
    expect(await stockOf(productId)).toBe(8);
    expect(await returnReasonOf(id)).toBeNull();
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((event) => event.toStatus)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
      'returned',
      'delivered',
    ]);
  });

  it('refuses a correction after the days allowed, with a clear message', async () => {
    const productId = await newProduct();
    const id = await orderOf(productId, 'delivered');
    await changedDaysAgo(id, CORRECTION_DAYS + 1);
    const late = await change(id, { status: 'returned', reason: 'damaged' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This order was marked delivered more than 7 days ago, so it can no longer be corrected.',
    );
    expect(await stockOf(productId)).toBe(8);

    const returnedId = await orderOf(productId, 'shipped');
    await changeOk(returnedId, { status: 'returned', reason: 'not_reachable' });
    await changedDaysAgo(returnedId, CORRECTION_DAYS + 1);
    const lateBack = await change(returnedId, { status: 'delivered' });
    expect(lateBack.statusCode).toBe(409);
    expect(lateBack.json().message).toBe(
      'This order was marked returned more than 7 days ago, so it can no longer be corrected.',
    );
    expect(await stockOf(productId)).toBe(8);
  });

  it('refuses to correct a return into delivered when its stock was sold meanwhile', async () => {
    const productId = await newProduct();
    const id = await orderOf(productId, 'shipped');
    await changeOk(id, { status: 'returned', reason: 'wrong_address' });
    expect(await stockOf(productId)).toBe(10);
    // Sold meanwhile: staff take 9 of the 10 out (through the inventory, as every change of stock).
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inventory/adjust',
      headers: t.auth,
      payload: { variantId: variant?.id, delta: -9, reason: 'lost' },
    });
    expect(taken.statusCode).toBe(200);

    const refused = await change(id, { status: 'delivered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Only 1 of P\d+-GOLD left in stock and this order needs 2/,
    );
    expect(await stockOf(productId)).toBe(1);
    await expectLedgerAddsUp(t.db);
    const detail = await t.app.inject({ url: `/api/admin/orders/${id}`, headers: t.auth });
    expect(detail.json().order.status).toBe('returned');
  });

  it('lets one of two staff correcting at once win; the other is refused, stock moved once', async () => {
    const productId = await newProduct();
    const id = await orderOf(productId, 'delivered');
    const [first, second] = await Promise.all([
      change(id, { status: 'returned', reason: 'refused_at_door' }),
      change(id, { status: 'returned', reason: 'damaged' }),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json().message).toBe('This order is already returned.');
    expect(await stockOf(productId)).toBe(10);
    const returns = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .then((rows) => rows.filter((row) => row.toStatus === 'returned'));
    expect(returns).toHaveLength(1);

    // And back, twice at once: the units leave once.
    const back = await Promise.all([
      change(id, { status: 'delivered' }),
      change(id, { status: 'delivered' }),
    ]);
    expect(back.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(productId)).toBe(8);
  });

  it('marks orders returned in bulk with one reason, and refuses a bulk return without one', async () => {
    const productId = await newProduct();
    const shipped = await orderOf(productId, 'shipped');
    const delivered = await orderOf(productId, 'delivered');
    const old = await orderOf(productId, 'delivered');
    await changedDaysAgo(old, CORRECTION_DAYS + 1);
    expect(await stockOf(productId)).toBe(START_STOCK - 3 * UNITS);

    const bulk = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk', headers: t.auth, payload });
    const noReason = await bulk({ ids: [shipped, delivered], status: 'returned' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Choose a reason' });
    const noNote = await bulk({ ids: [shipped], status: 'returned', reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toEqual({ note: 'Write a note for "Other"' });

    const answer = await bulk({
      ids: [shipped, delivered, old],
      status: 'returned',
      reason: 'not_reachable',
      note: 'Courier tried twice',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json<{ results: { id: number; ok: boolean; message?: string }[] }>();
    expect(results.results.map(({ id, ok, message }) => ({ id, ok, message }))).toEqual([
      { id: shipped, ok: true, message: undefined },
      { id: delivered, ok: true, message: undefined },
      {
        id: old,
        ok: false,
        message:
          'This order was marked delivered more than 7 days ago, so it can no longer be corrected.',
      },
    ]);
    expect(await stockOf(productId)).toBe(START_STOCK - UNITS);
    expect(await returnReasonOf(shipped)).toBe('not_reachable');
    expect(await returnReasonOf(delivered)).toBe('not_reachable');
    expect(await returnReasonOf(old)).toBeNull();
  });
});
