/**
 * Issue #26's figures for the back office's bulk work, on the real app (PGlite by default, PostgreSQL
 * with BULK_DATABASE_URL as a throwaway database on that server):
 *   - bulk confirm of 500 pending orders in one POST /api/admin/orders/bulk (goal: under 5 s on PGlite),
 *     then bulk ship of the same 500 with a tracking number each;
 *   - the Shipping List's page of 20 with 10,000 orders in the table (goal: each page under 200 ms):
 *     the first page, a late page, a status view and a search, each asked 5 times (median and worst).
 * It prints figures and exits 0; it decides nothing.
 *
 *   npx tsx bench/bulk-orders.ts
 *   BULK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bulk-orders.ts
 */
import { sql } from 'drizzle-orm';
import { adminAuthHeader, createTestApp } from '../apps/api/src/test/app';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../apps/api/src/modules/demo/test-fixtures';

const BULK = 500;
const TABLE_ROWS = 10_000;
const ROUNDS = 5;

if (process.env.BULK_DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.BULK_DATABASE_URL;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const t = await createTestApp();
  try {
    const auth = await adminAuthHeader(t.app);
    const product = await insertTestProduct(t.db, { priceRupees: 1000, quantity: 1_000_000 });

    const placing = performance.now();
    const ids: number[] = [];
    for (let index = 0; index < BULK; index += 1) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: TEST_SHIPPING_INFO,
          cartItems: [{ id: product.id, quantity: 1 }],
          totalPrice: 1000,
          deliveryFee: 199,
          grandTotal: 1199,
        },
      });
      if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
      ids.push(placed.json().order.id);
    }
    console.log(`placed ${BULK} orders one by one in ${seconds(performance.now() - placing)}`);

    const bulk = async (payload: object) => {
      const started = performance.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/bulk',
        headers: auth,
        payload,
      });
      const took = performance.now() - started;
      const results = answer.json<{ results: { ok: boolean }[] }>().results;
      return { took, moved: results.filter((result) => result.ok).length };
    };
    const confirmed = await bulk({ ids, status: 'confirmed' });
    console.log(
      `bulk confirm of ${BULK}: ${seconds(confirmed.took)} (${confirmed.moved} moved; goal under 5 s)`,
    );
    const shipped = await bulk({
      ids,
      status: 'shipped',
      courier: 'Leopards',
      trackingNumbers: Object.fromEntries(ids.map((id) => [String(id), `LE-${id}`])),
    });
    console.log(`bulk ship of ${BULK}:    ${seconds(shipped.took)} (${shipped.moved} moved)`);

    // The rest of the table, written straight in: the list's speed does not depend on how rows came.
    // All within the last day, so the expiry job has nothing to cancel while the pages are timed.
    await t.db.execute(sql`
      INSERT INTO orders (shipping_info, original_total, total_price, delivery_fee, grand_total, status, phone_key, created_at)
      SELECT jsonb_build_object('fullName', 'Shopper ' || n, 'phone', '0300' || lpad(n::text, 7, '0'),
               'email', 's' || n || '@example.com', 'address', n || ' Mall Road', 'city',
               (ARRAY['Lahore', 'Karachi', 'Multan', 'Quetta'])[1 + n % 4], 'postalCode', '54000',
               'paymentMethod', 'cod'),
             119900, 119900, 0, 119900,
             (ARRAY['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'])[1 + n % 5],
             '+92300' || lpad(n::text, 7, '0'), now() - make_interval(secs => n * 10)
      FROM generate_series(1, ${TABLE_ROWS - BULK}) AS n`);
    await t.db.execute(sql`
      INSERT INTO order_lines (order_id, product_id, title, unit_price, quantity, selected_color, image, type, sub_type)
      SELECT id, ${product.id}, 'Bench bangle', 100000, 1, 'gold', '', 'Jewelry', 'Bangles'
      FROM orders WHERE id NOT IN (SELECT order_id FROM order_lines)`);

    const pages: [string, string][] = [
      ['first page', '/api/admin/orders?page=1'],
      ['page 400', '/api/admin/orders?page=400'],
      ['to confirm, oldest first', '/api/admin/orders?status=pending&sort=oldest&page=1'],
      ['search by city', '/api/admin/orders?q=Multan&page=3'],
      ['search by phone', '/api/admin/orders?q=%2B92%20300%200004321&page=1'],
    ];
    console.log(
      `\nShipping List with ${TABLE_ROWS} orders, ${ROUNDS} rounds each (goal: under 200 ms):`,
    );
    for (const [label, url] of pages) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await t.app.inject({ method: 'GET', url, headers: auth });
        times.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(ROUNDS / 2)] as number;
      const worst = times[ROUNDS - 1] as number;
      console.log(
        `  ${label.padEnd(26)} median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
      );
    }
  } finally {
    await t.close();
  }
}

await main();
