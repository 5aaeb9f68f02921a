/**
 * Bulk-booking confirmed orders as the Shipping List does it (issue #28, "Goals": 100 orders in under
 * 60 s against the test server). The built server runs as a child process with PostEx set up against
 * its local test server (apps/api/src/test/couriers/postex-server.ts, in this process). The calls are
 * the browser's: the Confirmed view's ids (GET /api/admin/orders/ids), the booking
 * (POST /api/admin/orders/book), then the list's poll of their bookings
 * (GET /api/admin/orders/bookings?ids=) until none is waiting; then the labels of all of them and the
 * load sheet, as one PDF each. Prints figures; decides nothing.
 *
 *   npm run build && npx tsx bench/bulk-booking.ts [--db pglite|postgres] [--orders 100]
 */
import { PDFDocument } from 'pdf-lib';
import { POSTEX_TOKEN, startPostexServer } from '../apps/api/src/test/couriers/postex-server';
import {
  adminAuth,
  faultArgs,
  numberFlag,
  prepareDatabase,
  printTable,
  seconds,
  seedProducts,
  sleep,
  spawnShop,
  stopShop,
  waitHealthy,
  type DatabaseKind,
} from './lib/fault-shop';
import { confirmedOrders, send, sendJson } from './lib/booking-shop';

const args = faultArgs();
const count = numberFlag(args, 'orders', 100);
/** The list's poll of the bookings while some wait (BOOKING_POLL_MS in the web app). */
const POLL_MS = 1500;
const postex = await startPostexServer();

interface Figures {
  kind: DatabaseKind;
  askMs: number;
  bookedMs: number;
  booked: number;
  refused: number;
  labelsMs: number;
  labelPages: number;
  sheetMs: number;
}

async function run(kind: DatabaseKind): Promise<Figures> {
  const database = await prepareDatabase(kind, { POSTEX_TOKEN, POSTEX_API_URL: postex.apiUrl });
  try {
    const shop = await spawnShop(args.serverEntry, database);
    await waitHealthy(shop);
    const [product] = await seedProducts(shop.base, 1, 1_000_000);
    const auth = await adminAuth(shop.base);
    const tag = `Bench${Date.now()}`;
    await confirmedOrders(shop.base, auth, product?.id ?? 0, count, tag);

    // Click 1-3: the Confirmed view, every order on the page, "all N matching": the ids.
    const started = Date.now();
    const { ids } = (await sendJson(
      shop.base,
      auth,
      'GET',
      `/api/admin/orders/ids?status=confirmed&q=${tag}`,
    )) as { ids: number[] };
    // Click 4-5: Book with courier…, Book N.
    await send(shop.base, auth, 'POST', '/api/admin/orders/book', { ids, courier: 'postex' });
    const askMs = Date.now() - started;
    let states: string[] = [];
    for (;;) {
      const { bookings } = (await sendJson(
        shop.base,
        auth,
        'GET',
        `/api/admin/orders/bookings?ids=${ids.join(',')}`,
      )) as { bookings: { state: string }[] };
      states = bookings.map((booking) => booking.state);
      if (states.every((state) => state === 'booked' || state === 'refused')) break;
      await sleep(POLL_MS);
    }
    const bookedMs = Date.now() - started;

    const labelsStart = Date.now();
    const labels = await send(shop.base, auth, 'GET', `/api/admin/orders/labels?ids=${ids}`);
    const pdf = new Uint8Array(await labels.arrayBuffer());
    const labelsMs = Date.now() - labelsStart;
    const sheetStart = Date.now();
    await (
      await send(shop.base, auth, 'POST', '/api/admin/orders/load-sheet', { ids })
    ).arrayBuffer();
    const sheetMs = Date.now() - sheetStart;
    await stopShop(shop);
    return {
      kind,
      askMs,
      bookedMs,
      booked: states.filter((state) => state === 'booked').length,
      refused: states.filter((state) => state === 'refused').length,
      labelsMs,
      labelPages: (await PDFDocument.load(pdf)).getPageCount(),
      sheetMs,
    };
  } finally {
    await database.destroy();
  }
}

const figures: Figures[] = [];
for (const kind of args.databases) figures.push(await run(kind));
await postex.close();

console.log(`\nbulk booking ${count} confirmed orders with PostEx (its local test server)\n`);
printTable([
  [
    'database',
    'ids + book asked',
    'asked → all settled',
    'booked',
    'refused',
    'labels PDF',
    'load sheet',
  ],
  ...figures.map((f) => [
    f.kind,
    seconds(f.askMs),
    seconds(f.bookedMs),
    f.booked,
    f.refused,
    `${seconds(f.labelsMs)} (${f.labelPages} pages)`,
    seconds(f.sheetMs),
  ]),
]);
