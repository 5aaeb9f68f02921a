/**
 * kill -9 during a bulk booking (issue #28, "Goals"). The built server runs as a child process with
 * PostEx set up against PostEx's local test server (apps/api/src/test/couriers/postex-server.ts, run
 * in this process so it outlives the server). Round 1 books 100 confirmed orders in bulk and times
 * it. Round 2 books 100 more, SIGKILLs the server during the booking, starts it again on the same
 * data and waits until every order is booked (a row the dead process held is taken again when its
 * lease runs out, after a lookup at PostEx). Then each order must be shipped, and PostEx must hold
 * exactly one parcel per order number. Prints figures and exits 0 when all holds.
 *
 *   npm run build -w @shop/api && npx tsx bench/fault-booking.ts [--db pglite|postgres] [--orders 100]
 */
import { BOOKING_LEASE_MS } from '../apps/api/src/modules/parcel-bookings/parcel-booking.job';
import { POSTEX_TOKEN, startPostexServer } from '../apps/api/src/test/couriers/postex-server';
import {
  adminAuth,
  faultArgs,
  numberFlag,
  prepareDatabase,
  printTable,
  randomBetween,
  seconds,
  seedProducts,
  sleep,
  spawnShop,
  stopShop,
  waitHealthy,
  type DatabaseKind,
} from './lib/fault-shop';
import { confirmedOrders, sendJson } from './lib/booking-shop';

const args = faultArgs();
const count = numberFlag(args, 'orders', 100);
const postex = await startPostexServer();

interface Round {
  kind: DatabaseKind;
  killed: boolean;
  /** Bulk booking asked → every order booked. */
  ms: number;
  booked: number;
  shipped: number;
  /** Order numbers PostEx holds 0, 1 or more parcels for. */
  perReference: Map<number, number>;
  createCalls: number;
}

/** Booked orders of `ids`, read from the server (their tracking numbers by id). */
async function bookedOf(base: string, auth: object, ids: number[]) {
  const booked = new Map<number, string>();
  for (const id of ids) {
    try {
      const row = await sendJson(base, auth, 'GET', `/api/admin/orders/${id}/booking`);
      if (row.state === 'booked') booked.set(id, String(row.trackingNumber));
    } catch {
      // not asked yet, or the server is restarting
    }
  }
  return booked;
}

async function round(kind: DatabaseKind, killed: boolean): Promise<Round> {
  const database = await prepareDatabase(kind, {
    POSTEX_TOKEN,
    POSTEX_API_URL: postex.apiUrl,
  });
  try {
    let shop = await spawnShop(args.serverEntry, database);
    await waitHealthy(shop);
    const port = Number(new URL(shop.base).port);
    const [product] = await seedProducts(shop.base, 1, 1_000_000);
    let auth = await adminAuth(shop.base);
    const ids = await confirmedOrders(shop.base, auth, product?.id ?? 0, count);
    const callsBefore = postex.requests.filter((r) => r.path.endsWith('/create-order')).length;
    const started = Date.now();
    await sendJson(shop.base, auth, 'POST', '/api/admin/orders/book', { ids, courier: 'postex' });
    if (killed) {
      await sleep(randomBetween(300, 1500));
      shop.child.kill('SIGKILL');
      await shop.exited;
      shop = await spawnShop(args.serverEntry, database, port);
      await waitHealthy(shop);
      auth = await adminAuth(shop.base);
    }
    const deadline = Date.now() + BOOKING_LEASE_MS + 120_000;
    let booked = new Map<number, string>();
    while (Date.now() < deadline) {
      booked = await bookedOf(shop.base, auth, ids);
      if (booked.size === ids.length) break;
      await sleep(500);
    }
    const ms = Date.now() - started;
    let shipped = 0;
    for (const id of ids) {
      const { order } = (await sendJson(shop.base, auth, 'GET', `/api/admin/orders/${id}`)) as {
        order: { status: string };
      };
      if (order.status === 'shipped') shipped += 1;
    }
    await stopShop(shop);
    // Parcels PostEx holds for each of this round's orders, by the tracking numbers' references.
    const references = new Set(
      [...booked.values()].map((tn) => postex.orders.get(tn)?.orderRefNumber ?? ''),
    );
    const counts = postex.bookingsPerReference();
    const perReference = new Map<number, number>();
    for (const reference of references) {
      const n = counts.get(reference) ?? 0;
      perReference.set(n, (perReference.get(n) ?? 0) + 1);
    }
    if (booked.size < ids.length) perReference.set(0, ids.length - booked.size);
    const createCalls =
      postex.requests.filter((r) => r.path.endsWith('/create-order')).length - callsBefore;
    return { kind, killed, ms, booked: booked.size, shipped, perReference, createCalls };
  } finally {
    await database.destroy();
  }
}

const rounds: Round[] = [];
for (const kind of args.databases) {
  rounds.push(await round(kind, false));
  rounds.push(await round(kind, true));
}
await postex.close();

console.log(`\nbulk booking ${count} confirmed orders with PostEx (its local test server)\n`);
printTable([
  [
    'database',
    'kill -9',
    'asked → all booked',
    'booked',
    'shipped',
    'parcels per order',
    'create calls',
  ],
  ...rounds.map((r) => [
    r.kind,
    r.killed ? 'yes' : 'no',
    seconds(r.ms),
    r.booked,
    r.shipped,
    [...r.perReference.entries()].map(([n, orders]) => `${orders}×${n}`).join(' '),
    r.createCalls,
  ]),
]);
const failures = rounds.filter(
  (r) =>
    r.booked !== count || r.shipped !== count || [...r.perReference.keys()].some((n) => n !== 1),
);
console.log(
  failures.length === 0
    ? `\nverdict: every order booked exactly once and shipped, with and without kill -9`
    : `\nverdict: FAULTS in ${failures.map((r) => `${r.kind}${r.killed ? ' (killed)' : ''}`).join(', ')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
