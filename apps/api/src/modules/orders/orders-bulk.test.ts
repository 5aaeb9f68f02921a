/**
 * Bulk actions on the Shipping List (issue #26): each order through the one-order rules and
 * transaction, one answer per order. Runs on PGlite and on PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/order-events';
import { products } from '../../db/schema/products';
import { setUpTestApp } from '../../test/app';
import { changeOrderStatus } from '../../test/orders';
import { setUpTestProduct } from '../../test/products';
import { placeTestOrders } from '../demo/test-fixtures';

interface BulkResult {
  id: number;
  ok: boolean;
  message?: string;
  order?: { id: number; status: string; courier: string | null; trackingNumber: string | null };
}

describe('bulk actions on orders', () => {
  const t = setUpTestApp();
  const product = setUpTestProduct(t, { priceRupees: 1000, quantity: 1000 });
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  const placeOrders = (count: number) =>
    placeTestOrders(t.app, { id: product.id, priceRupees: 1000 }, count);
  const bulk = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk', headers: t.auth, payload });
  const results = async (payload: object) => {
    const answer = await bulk(payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ results: BulkResult[] }>().results;
  };
  const stock = async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    return row?.quantity;
  };

  it('confirms the rest when one was cancelled meanwhile, and says why that one was not', async () => {
    const ids = await placeOrders(4);
    const cancelled = ids[2] as number;
    const cancel = await changeOrderStatus(t.app, t.auth, cancelled, {
      status: 'cancelled',
      reason: 'fake',
    });
    expect(cancel.statusCode).toBe(200);

    const answer = await results({ ids: [...ids, 987_654], status: 'confirmed' });
    expect(answer.map(({ id, ok, message }) => ({ id, ok, message }))).toEqual([
      { id: ids[0], ok: true, message: undefined },
      { id: ids[1], ok: true, message: undefined },
      { id: cancelled, ok: false, message: 'This order is cancelled, so it cannot be confirmed.' },
      { id: ids[3], ok: true, message: undefined },
      { id: 987_654, ok: false, message: 'Order not found.' },
    ]);
    expect(answer[0]?.order).toMatchObject({ id: ids[0], status: 'confirmed' });
  });

  it('ships with a courier and a tracking number each; an order without one is refused alone', async () => {
    const ids = await placeOrders(3);
    await results({ ids, status: 'confirmed' });
    const [first, second, third] = ids as [number, number, number];
    const answer = await results({
      ids,
      status: 'shipped',
      courier: 'Leopards',
      trackingNumbers: { [first]: 'LE-1001', [second]: '  ', [third]: 'LE-1003' },
    });
    expect(
      answer.map((result) => [result.ok, result.message ?? result.order?.trackingNumber]),
    ).toEqual([
      [true, 'LE-1001'],
      [false, 'Tracking number is required'],
      [true, 'LE-1003'],
    ]);
    expect(answer[0]?.order?.courier).toBe('Leopards');
  });

  it('cancels with one reason for all and gives each order’s stock back once', async () => {
    const before = await stock();
    const ids = await placeOrders(3);
    expect(await stock()).toBe((before as number) - 3);
    const answer = await results({
      ids,
      status: 'cancelled',
      reason: 'no_answer',
      note: 'Eid rush',
    });
    expect(answer.every((result) => result.ok)).toBe(true);
    expect(await stock()).toBe(before);
    const again = await results({ ids, status: 'cancelled', reason: 'no_answer' });
    expect(again.every((result) => !result.ok)).toBe(true);
    expect(await stock()).toBe(before);
  });

  it('moves each order once when two staff bulk-confirm the same orders at once', async () => {
    const ids = await placeOrders(20);
    const [mine, theirs] = await Promise.all([
      results({ ids, status: 'confirmed' }),
      results({ ids: [...ids].reverse(), status: 'confirmed' }),
    ]);
    for (const id of ids) {
      const wins = [mine, theirs].filter((answer) => answer.find((r) => r.id === id)?.ok).length;
      expect(wins, `order ${id}`).toBe(1);
    }
    const events = await t.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    const confirmations = events.filter((event) => event.toStatus === 'confirmed');
    expect(confirmations).toHaveLength(ids.length);
  });

  it('refuses a call without orders, over 500 orders, or a move without its details, naming the field', async () => {
    const empty = await bulk({ ids: [], status: 'confirmed' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ ids: 'Choose at least one order' });

    const tooMany = await bulk({
      ids: Array.from({ length: 501 }, (_, index) => index + 1),
      status: 'confirmed',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toEqual({
      ids: 'At most 500 orders at once. Please choose fewer.',
    });

    const noReason = await bulk({ ids: [1], status: 'cancelled' });
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Choose a reason' });
    const noCourier = await bulk({ ids: [1], status: 'shipped', trackingNumbers: { 1: 'X' } });
    expect(noCourier.json().fieldErrors).toEqual({ courier: 'Courier is required' });
    const badKey = await bulk({
      ids: [1],
      status: 'shipped',
      courier: 'TCS',
      trackingNumbers: { x: 'X' },
    });
    expect(badKey.statusCode).toBe(400);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk',
      payload: { ids: [1], status: 'confirmed' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
