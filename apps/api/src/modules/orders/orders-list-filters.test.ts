/**
 * The Shipping List's filters, counts and "all N matching" (issue #26): the city, the courier and the
 * day placed narrow the page, the counts per status, the matching ids and the CSV alike; the CSV of
 * a selection holds exactly the orders chosen. Runs on PGlite and on PostgreSQL.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { insertTestProduct, placeTestOrder } from '../demo/test-fixtures';

describe('the Shipping List’s filters, counts and matching ids', () => {
  let t: TestApp;
  let auth: { authorization: string };
  /** Six orders: Lahore ×3 (one shipped with TCS, one confirmed), Karachi ×3 (one shipped with Leopards). */
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuthHeader(t.app);
    const product = await insertTestProduct(t.db, { priceRupees: 1000, quantity: 1000 });
    ids = [];
    for (const city of ['Lahore', 'Lahore', 'Lahore', 'Karachi', 'Karachi', 'Karachi']) {
      ids.push((await placeTestOrder(t.app, { id: product.id, priceRupees: 1000 }, { city })).id);
    }
    const [l1, l2, , k1] = ids as [number, number, number, number];
    await t.db
      .update(orders)
      .set({ status: 'shipped', courier: 'TCS', trackingNumber: 'T-1' })
      .where(eq(orders.id, l1));
    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, l2));
    await t.db
      .update(orders)
      .set({ status: 'shipped', courier: 'Leopards', trackingNumber: 'L-1' })
      .where(eq(orders.id, k1));
    // Two of the Karachi orders were placed three days ago.
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(inArray(orders.id, ids.slice(4)));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const json = async <T>(url: string): Promise<T> => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  const pageIds = async (query: string) =>
    (await json<{ items: { id: number }[] }>(`/api/admin/orders?${query}`)).items.map((o) => o.id);

  it('filters the page by city and courier in any case, and by the day placed', async () => {
    expect((await pageIds('city=lahore')).sort()).toEqual(ids.slice(0, 3).sort());
    expect(await pageIds('courier=tcs')).toEqual([ids[0]]);
    expect(await pageIds('courier=Leopards&city=Karachi')).toEqual([ids[3]]);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect((await pageIds(`placedBefore=${twoDaysAgo}`)).sort()).toEqual(ids.slice(4).sort());
    expect((await pageIds(`placedFrom=${twoDaysAgo}&city=Karachi`)).sort()).toEqual([ids[3]]);
    expect(await pageIds('city=Multan')).toEqual([]);
  });

  it('counts each status under the filters and the search, whatever status is shown', async () => {
    const all = await json<{ counts: Record<string, number>; total: number }>(
      '/api/admin/orders/counts',
    );
    expect(all.counts).toMatchObject({ pending: 3, confirmed: 1, shipped: 2, delivered: 0 });
    expect(all.total).toBe(6);
    const lahore = await json<{ counts: Record<string, number>; total: number }>(
      '/api/admin/orders/counts?city=Lahore',
    );
    expect(lahore.counts).toMatchObject({ pending: 1, confirmed: 1, shipped: 1 });
    expect(lahore.total).toBe(3);
  });

  it('lists every matching id in the list’s order for "all N matching"', async () => {
    const pending = await json<{ ids: number[]; total: number }>(
      '/api/admin/orders/ids?status=pending&sort=oldest',
    );
    expect(pending.ids).toEqual([ids[2], ids[4], ids[5]]);
    expect(pending.total).toBe(3);
    const karachi = await json<{ ids: number[]; total: number }>(
      '/api/admin/orders/ids?city=Karachi',
    );
    expect(karachi.ids).toEqual([ids[5], ids[4], ids[3]]);
  });

  it('exports the chosen orders, or what the filter finds, as CSV', async () => {
    const chosen = await get(`/api/admin/orders/export?ids=${ids[1]},${ids[4]}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const lines = chosen.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    const byCity = await get('/api/admin/orders/export?city=Karachi');
    expect(byCity.body.trim().split(/\r?\n/)).toHaveLength(4);
  });

  it('answers 400 naming the field for a bad filter, and 401 without a token', async () => {
    for (const [url, field] of [
      ['/api/admin/orders?placedFrom=yesterday', 'Placed from'],
      ['/api/admin/orders/counts?placedBefore=2026-13-01', 'Placed before'],
      [`/api/admin/orders/ids?city=${'x'.repeat(101)}`, 'City'],
      ['/api/admin/orders/export?ids=1,two', 'Ids'],
      [`/api/admin/orders/export?ids=${Array.from({ length: 501 }, (_, i) => i + 1)}`, '500'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ message: string }>().message, url).toContain(field);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/orders/counts' });
    expect(anonymous.statusCode).toBe(401);
  });
});
