/**
 * The owner's dashboard (issue #12): orders placed through the checkout, moved on by staff, and dated
 * around the shop's day boundaries (Pakistan time) with the clock fixed, then every figure checked to
 * the rupee. Runs on PGlite and on PostgreSQL (the api-pglite and api-postgres projects).
 */
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { adminGet, adminPost, setUpTestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

/** An instant written as a clock in Lahore reads it (UTC+5). */
const pkt = (local: string) => new Date(`${local}+05:00`);

/** The dashboard's now: 10 in the morning of 15 March 2025 in Pakistan, 05:00 UTC. */
const NOW = pkt('2025-03-15T10:00:00');

type Status = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

/** The staff moves that take a new order to each status. */
const MOVES: Record<Status, Record<string, unknown>[]> = {
  pending: [],
  confirmed: [{ status: 'confirmed' }],
  shipped: [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-1' },
  ],
  delivered: [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-1' },
    { status: 'delivered' },
  ],
  returned: [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-1' },
    { status: 'returned', reason: 'refused_at_door' },
  ],
  cancelled: [{ status: 'cancelled', reason: 'no_answer' }],
};

describe('the owner’s dashboard', () => {
  // Orders are dated in 2025: the expiry job must not cancel the pending ones.
  const t = setUpTestApp({
    env: { ORDER_CONFIRM_HOURS: '0' },
    deps: { now: () => NOW.getTime() },
  });
  const waiting: { id: number; number: string }[] = [];

  const dashboard = async (query = '') => {
    const response = await adminGet(t, `/api/admin/dashboard${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  };

  beforeAll(async () => {
    // One colour each: the low-stock figures below count one variant per product.
    const product = (title: string, priceRupees: number, quantity = 50) =>
      insertTestProduct(t.db, {
        title,
        priceRupees,
        quantity,
        unitsSold: 0,
        imageColors: ['gold'],
      });
    const ring = await product('Kundan ring', 1000);
    const bag = await product('Velvet clutch', 2500);
    const anklet = await product('Silver anklet', 400);
    const tote = await product('Old tote', 1500);
    await product('Maang tikka', 800, 0);
    await product('Mini clutch', 1200, 1);
    await product('Jhumka pair', 900, 4);
    await product('Payal', 700, 5);

    /** Places an order at the checkout, moves it to `status` as staff would and dates it `placedAt`. */
    const order = async (
      placedAt: string,
      status: Status,
      city: string,
      lines: [{ id: number }, number][],
      grandTotal: number,
    ) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: { ...TEST_SHIPPING_INFO, city },
          cartItems: lines.map(([item, quantity]) => ({
            id: item.id,
            quantity,
            selectedColor: 'gold',
          })),
          totalPrice: grandTotal,
          deliveryFee: 0,
          grandTotal,
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, number } = placed.json<{ order: { id: number; number: string } }>().order;
      for (const move of MOVES[status]) {
        const moved = await adminPost(t, `/api/admin/orders/${id}/status`, move);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await t.db
        .update(orders)
        // Marked in its status the moment it was placed: returns are counted by when they came back.
        .set({ createdAt: pkt(placedAt), statusChangedAt: pkt(placedAt) })
        .where(eq(orders.id, id));
      return { id, number };
    };

    // Today (15 March) starts at midnight Pakistan time, 19:00 UTC the day before.
    waiting.push(await order('2025-03-15T09:00:00', 'pending', 'Lahore', [[ring, 1]], 1199));
    await order('2025-03-15T00:00:00', 'confirmed', '  lahore ', [[ring, 2]], 2199);
    await order(
      '2025-03-14T23:59:59',
      'delivered',
      'Lahore',
      [
        [bag, 2],
        [tote, 1],
      ],
      6500,
    );
    waiting.unshift(await order('2025-03-12T14:00:00', 'pending', 'Multan', [[anklet, 2]], 999));
    await order('2025-03-13T12:00:00', 'shipped', 'Karachi ', [[bag, 1]], 2699);
    // The last 7 days start on 9 March at midnight.
    await order('2025-03-09T00:00:00', 'cancelled', 'LAHORE', [[bag, 1]], 2699);
    await order('2025-03-08T23:59:59', 'returned', ' LAHORE ', [[ring, 3]], 3000);
    await order('2025-03-01T12:00:00', 'delivered', 'Lahore', [[anklet, 1]], 599);
    // The last 30 days start on 14 February at midnight.
    await order('2025-02-14T00:00:00', 'delivered', 'D.I. Khan', [[anklet, 1]], 599);
    await order('2025-02-13T23:59:59', 'returned', 'lhr', [[ring, 1]], 1199);
    await order('2025-01-10T18:00:00', 'delivered', 'Karachi', [[bag, 1]], 2699);

    // A renamed product is listed by its new title; a deleted one by the title its orders kept.
    await t.db.update(products).set({ title: 'Kundan ring, gold' }).where(eq(products.id, ring.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/delete/${tote.id}`,
      headers: t.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  const none = { orders: 0, total: 0 };

  it('counts orders and revenue today, over 7 and over 30 days, by status, in Pakistan’s days', async () => {
    const { generatedAt, timeZone, periods } = await dashboard();
    expect(generatedAt).toBe(NOW.toISOString());
    expect(timeZone).toBe('Asia/Karachi');
    expect(periods.today).toEqual({
      from: '2025-03-14T19:00:00.000Z',
      orders: 2,
      revenue: 2199,
      byStatus: {
        pending: { orders: 1, total: 1199 },
        confirmed: { orders: 1, total: 2199 },
        shipped: none,
        delivered: none,
        cancelled: none,
        returned: none,
      },
    });
    // Every pending, confirmed, shipped and cancelled order is of the last 7 days: the 30 days add
    // delivered and returned ones only.
    const ofTheLastWeek = {
      pending: { orders: 2, total: 2198 },
      confirmed: { orders: 1, total: 2199 },
      shipped: { orders: 1, total: 2699 },
      cancelled: { orders: 1, total: 2699 },
    };
    // The cancelled and the pending orders are counted among the orders, not in the revenue.
    expect(periods.last7Days).toEqual({
      from: '2025-03-08T19:00:00.000Z',
      orders: 6,
      revenue: 2199 + 6500 + 2699,
      byStatus: { ...ofTheLastWeek, delivered: { orders: 1, total: 6500 }, returned: none },
    });
    // A returned order counts as revenue, as the issue defines it.
    expect(periods.last30Days).toEqual({
      from: '2025-02-13T19:00:00.000Z',
      orders: 9,
      revenue: 2199 + 2699 + 7698 + 3000,
      byStatus: {
        ...ofTheLastWeek,
        delivered: { orders: 3, total: 7698 },
        returned: { orders: 1, total: 3000 },
      },
    });
  });

  it('gives every one of the last 30 days, empty ones included, oldest first', async () => {
    const { days } = await dashboard();
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2025-02-14');
    expect(days[29]?.date).toBe('2025-03-15');
    const withOrders = days.filter((day) => day.orders > 0);
    expect(withOrders).toEqual([
      { date: '2025-02-14', orders: 1, revenue: 599 },
      { date: '2025-03-01', orders: 1, revenue: 599 },
      { date: '2025-03-08', orders: 1, revenue: 3000 },
      { date: '2025-03-09', orders: 1, revenue: 0 },
      { date: '2025-03-12', orders: 1, revenue: 0 },
      { date: '2025-03-13', orders: 1, revenue: 2699 },
      { date: '2025-03-14', orders: 1, revenue: 6500 },
      { date: '2025-03-15', orders: 2, revenue: 2199 },
    ]);
    expect(days.filter((day) => day.orders === 0)).toHaveLength(22);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
  });

  it('sets delivered against returned over all time, by city whatever its spelling', async () => {
    const { outcomes } = await dashboard();
    expect(outcomes.all).toEqual({ delivered: 4, returned: 2 });
    expect(outcomes.byCity).toEqual([
      { city: 'Lahore', delivered: 2, returned: 2 },
      { city: 'Dera Ismail Khan', delivered: 1, returned: 0 },
      { city: 'Karachi', delivered: 1, returned: 0 },
    ]);
  });

  it('ranks the products by units in the last 30 days’ orders the shop confirmed, not cancelled', async () => {
    const { topProducts } = await dashboard();
    const ids = await t.db.select({ id: products.id, title: products.title }).from(products);
    const idOf = (title: string) => ids.find((row) => row.title === title)?.id;
    expect(topProducts).toEqual([
      { productId: idOf('Kundan ring, gold'), title: 'Kundan ring, gold', units: 5, revenue: 5000 },
      { productId: idOf('Velvet clutch'), title: 'Velvet clutch', units: 3, revenue: 7500 },
      { productId: idOf('Silver anklet'), title: 'Silver anklet', units: 2, revenue: 800 },
      { productId: null, title: 'Old tote', units: 1, revenue: 1500 },
    ]);
  });

  /** A pending order as the dashboard lists it among those waiting: placed at the checkout above. */
  const waitingRow = (
    order: { id: number; number: string } | undefined,
    placedAt: string,
    city: string,
    grandTotal: number,
  ) => ({
    id: order?.id,
    number: order?.number,
    createdAt: pkt(placedAt).toISOString(),
    fullName: TEST_SHIPPING_INFO.fullName,
    phone: TEST_SHIPPING_INFO.phone,
    city,
    grandTotal,
  });

  it('lists the pending orders waiting longest, with their number, phone and total', async () => {
    const { waiting: answer } = await dashboard();
    expect(answer).toEqual({
      total: 2,
      longest: [
        waitingRow(waiting[0], '2025-03-12T14:00:00', 'Multan', 999),
        waitingRow(waiting[1], '2025-03-15T09:00:00', 'Lahore', 1199),
      ],
    });
    expect(waiting[0]?.number).toMatch(/^ZB-\d+$/);
  });

  it('lists the products under the low-stock threshold, 5 unless asked, the fewest first', async () => {
    const titles = (answer: Dashboard) => answer.lowStock.variants.map((p) => p.title);
    const byDefault = await dashboard();
    expect(byDefault.lowStock).toMatchObject({ below: 5, total: 3 });
    expect(titles(byDefault)).toEqual(['Maang tikka', 'Mini clutch', 'Jhumka pair']);
    expect(byDefault.lowStock.variants[0]).toMatchObject({
      sku: expect.any(String),
      variantId: expect.any(Number),
      quantity: 0,
      type: 'Jewelry',
      sub_type: 'Earrings',
    });

    const six = await dashboard('?low_stock_below=6');
    expect(six.lowStock).toMatchObject({ below: 6, total: 4 });
    expect(titles(six)).toEqual(['Maang tikka', 'Mini clutch', 'Jhumka pair', 'Payal']);
    expect((await dashboard('?low_stock_below=1')).lowStock.total).toBe(1);
    expect((await dashboard('?low_stock_below=')).lowStock.below).toBe(5);
  });

  it('lists low stock per variant, naming it and its SKU, though its product has plenty', async () => {
    const bag = await insertTestProduct(t.db, {
      title: 'Two-tone tote',
      imageColors: ['Red', 'Green'],
      colourStock: { Red: 40, Green: 2 },
      type: 'Bags',
      subType: null,
    });
    const { lowStock } = await dashboard();
    const green = lowStock.variants.find((row) => row.id === bag.id);
    expect(green).toMatchObject({ title: 'Two-tone tote', variant: 'Green', quantity: 2 });
    expect(green?.sku).toMatch(/GREEN/);
    expect(lowStock.variants.filter((row) => row.id === bag.id)).toHaveLength(1);
    await t.db.delete(products).where(eq(products.id, bag.id));
  });

  it('answers 400 naming the field for a threshold that is not a whole number from 1', async () => {
    for (const bad of ['abc', '0', '-1', '2.5', '1000001', '1e3x', '5&low_stock_below=6']) {
      const response = await adminGet(t, `/api/admin/dashboard?low_stock_below=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toEqual(
        fieldRefusal('low_stock_below', 'Low stock must be a whole number from 1 to 1000000'),
      );
    }
    const unknown = await adminGet(t, '/api/admin/dashboard?days=90');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ days: 'Unknown field' });
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it('lists at most 50 low-stock products and says how many there are', async () => {
    for (let i = 0; i < 60; i += 1) {
      await insertTestProduct(t.db, { title: `Sold out ${i}`, quantity: 0, imageColors: ['gold'] });
    }
    const { lowStock } = await dashboard();
    expect(lowStock.total).toBe(63);
    expect(lowStock.variants).toHaveLength(50);
    expect(lowStock.variants.every((product) => product.quantity === 0)).toBe(true);
  });

  it('counts the returns of the last 30 days by reason, and those without one apart', async () => {
    const { returnReasons, periods } = await dashboard();
    expect(returnReasons).toEqual({
      from: periods.last30Days.from,
      // The return of 8 March; the one of 13 February is before the period.
      byReason: {
        refused_at_door: 1,
        not_reachable: 0,
        wrong_address: 0,
        damaged: 0,
        other: 0,
      },
      notRecorded: 0,
    });

    // A return from before reasons were asked has none.
    await t.db.update(orders).set({ returnReason: null }).where(eq(orders.status, 'returned'));
    const older = (await dashboard()).returnReasons;
    expect(older.byReason.refused_at_door).toBe(0);
    expect(older.notRecorded).toBe(1);
  });
});
