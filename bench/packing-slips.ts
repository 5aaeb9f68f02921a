/**
 * Issue #29's figures for the shop's own paper, on the real app (PGlite by default, PostgreSQL with
 * SLIPS_DATABASE_URL as a throwaway database on that server), asked as the back office asks:
 *   - one packing slip, GET /api/admin/orders/:id/packing-slip (goal: under 100 ms);
 *   - 200 slips in one PDF, POST /api/admin/orders/packing-slips (goal: under 5 s);
 *   - the pick list of the same 200, POST /api/admin/orders/pick-list;
 *   - the drawing alone (no database, no HTTP): one slip and 200 slips, the same kind of orders.
 * Each order has three lines, every other shopper's name in Urdu letters. The first call after the
 * start is printed alone (the fonts' tables are read then); then each call is made 10 times after 3
 * more warm-ups, and the median and the worst are printed. It prints figures and exits 0; it decides nothing.
 *
 *   npx tsx bench/packing-slips.ts
 *   SLIPS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/packing-slips.ts
 */
import { adminAuthHeader, createTestApp } from '../apps/api/src/test/app';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../apps/api/src/modules/demo/test-fixtures';
import {
  packingSlipsPdf,
  type PackingSlip,
} from '../apps/api/src/modules/order-documents/order-pdfs';

const ORDERS = 200;
const ROUNDS = 10;
const WARM_UPS = 3;

if (process.env.SLIPS_DATABASE_URL) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = process.env.SLIPS_DATABASE_URL;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const t = await createTestApp();
  try {
    const auth = await adminAuthHeader(t.app);
    const products = [];
    for (const [index, title] of ['Kundan Jhumka', 'Velvet Clutch', 'Pearl Anklet'].entries()) {
      products.push(
        await insertTestProduct(t.db, {
          title,
          priceRupees: 1000 + index * 500,
          imageColors: ['gold', 'silver'],
          colourStock: { gold: 10_000, silver: 10_000 },
        }),
      );
    }
    const ids: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const cartItems = products.map((product, line) => ({
        id: product.id,
        quantity: 1 + ((index + line) % 3),
        selectedColor: (index + line) % 2 === 0 ? 'gold' : 'silver',
      }));
      const total = products.reduce(
        (sum, product, line) => sum + (product.price / 100) * (cartItems[line]?.quantity ?? 0),
        0,
      );
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: {
            ...TEST_SHIPPING_INFO,
            fullName: index % 2 === 0 ? 'Ayesha عائشہ خان' : 'Sana Malik',
            address: `House ${index + 1}, Street 4, Gulberg III`,
          },
          cartItems,
          totalPrice: total,
          deliveryFee: 0,
          grandTotal: total,
        },
      });
      if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
      ids.push(placed.json().order.id);
    }

    const time = async (
      label: string,
      goal: string,
      ask: () => Promise<{ statusCode: number; rawPayload: Buffer }>,
    ) => {
      const cold = performance.now();
      const first = await ask();
      const coldMs = performance.now() - cold;
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode}`);
      for (let round = 1; round < WARM_UPS; round += 1) await ask();
      const took: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await ask();
        took.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.statusCode}`);
      }
      took.sort((a, b) => a - b);
      const size = (first.rawPayload.length / 1024).toFixed(0);
      console.log(
        `${label}: median ${ms(took[Math.floor(ROUNDS / 2)] ?? 0)}, worst ${ms(took.at(-1) ?? 0)}, first ${ms(coldMs)} (${size} KB; ${goal})`,
      );
    };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });

    console.log(
      `${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${ORDERS} orders of 3 lines`,
    );
    await time('one packing slip      ', 'goal under 100 ms', () =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${ids[0]}/packing-slip`,
        headers: auth,
      }),
    );
    await time(`${ORDERS} slips in one PDF`, 'goal under 5 s', () =>
      post('/api/admin/orders/packing-slips', { ids }),
    );
    const slip = (index: number): PackingSlip => ({
      number: `ZB-${10001 + index}`,
      placedAt: new Date(),
      cashToCollect: 899_700,
      name: index % 2 === 0 ? 'Ayesha عائشہ خان' : 'Sana Malik',
      phone: '03001234567',
      address: `House ${index + 1}, Street 4, Gulberg III`,
      city: 'Lahore',
      postalCode: '54000',
      lines: products.map((product, line) => ({
        title: product.title,
        variant: line % 2 === 0 ? 'gold' : 'silver',
        sku: `P${product.id}-GOLD`,
        quantity: 1 + line,
      })),
    });
    const many = Array.from({ length: ORDERS }, (_, index) => slip(index));
    const drawn = async (slips: PackingSlip[]) => ({
      statusCode: 200,
      rawPayload: Buffer.from(await packingSlipsPdf(slips, 'Exchange within 7 days.')),
    });
    await time('drawing one slip      ', 'no database, no HTTP', () => drawn([slip(0)]));
    await time(`drawing ${ORDERS} slips    `, 'no database, no HTTP', () => drawn(many));
    await time(`pick list of ${ORDERS}    `, 'no goal', () =>
      post('/api/admin/orders/pick-list', { ids }),
    );
  } finally {
    await t.close();
  }
}

await main();
