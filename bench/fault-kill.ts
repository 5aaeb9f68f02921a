/**
 * kill -9 under order load (issue #13, "Faults measured"). On each database (PGlite in a temporary
 * DATA_DIR, PostgreSQL on a private cluster: apps/api/src/test/private-postgres.ts), the built server
 * runs as a child process while 8 shoppers place orders of one unit, each checkout attempt with its own
 * Idempotency-Key. After a random 0.5–3 s the server gets SIGKILL and is started again on the same
 * port; the shoppers stop starting new checkouts and retry their unanswered attempt with the same key
 * until it is answered. After N rounds the stored orders are read from the database and compared with
 * the 201 answers: acknowledged but lost and doubled must be 0, and every product's stock must equal
 * its initial stock less the units of the stored orders holding stock. It prints figures and exits 0.
 *
 *   npm run build && npx tsx bench/fault-kill.ts [--rounds 10] [--quick] [--db pglite|postgres]
 *
 * --quick is 3 rounds; --shoppers sets the concurrent shoppers (8).
 */
import {
  auditOrders,
  faultArgs,
  loggedErrors,
  median,
  numberFlag,
  outcomeCounts,
  prepareDatabase,
  printTable,
  randomBetween,
  RequestLog,
  seconds,
  seedProducts,
  shopper,
  sleep,
  spawnShop,
  stopShop,
  waitHealthy,
  type Checkout,
  type DatabaseKind,
  type OrderAudit,
} from './lib/fault-shop';

const args = faultArgs();
const rounds = numberFlag(args, 'rounds', args.quick ? 3 : 10);
const shoppers = numberFlag(args, 'shoppers', 8);
const STOCK = 1_000_000;

interface Result {
  kind: DatabaseKind;
  rounds: number;
  audit: OrderAudit;
  /** Spawn of the new process → its first healthy answer, per round. */
  recoveries: number[];
  /** The kill → the first 201 after it, per round. */
  firstOrders: number[];
  answers: string;
  finalExit: string;
  errors: string[];
}

async function run(kind: DatabaseKind): Promise<Result> {
  const database = await prepareDatabase(kind);
  try {
    let shop = await spawnShop(args.serverEntry, database);
    await waitHealthy(shop);
    const port = Number(new URL(shop.base).port);
    const products = await seedProducts(shop.base, 4, STOCK);
    const log = new RequestLog();
    const checkouts: Checkout[] = [];
    const recoveries: number[] = [];
    const firstOrders: number[] = [];

    for (let round = 1; round <= rounds; round += 1) {
      let placing = true;
      let retryUntil = Number.POSITIVE_INFINITY;
      const clients = Array.from({ length: shoppers }, () =>
        shopper({
          base: () => shop.base,
          products,
          log,
          checkouts,
          keepGoing: () => placing,
          retryUntil: () => retryUntil,
        }),
      );
      await sleep(randomBetween(500, 3000));
      shop.child.kill('SIGKILL');
      const { at: killedAt } = await shop.exited;
      placing = false;
      shop = await spawnShop(args.serverEntry, database, port);
      recoveries.push(await waitHealthy(shop));
      retryUntil = Date.now() + 60_000;
      await Promise.all(clients);
      const firstOrder = log.records
        .filter((record) => record.kind === 'order' && record.status === 201)
        .filter((record) => record.end > killedAt)
        .reduce((first, record) => Math.min(first, record.end), Number.POSITIVE_INFINITY);
      if (Number.isFinite(firstOrder)) firstOrders.push(firstOrder - killedAt);
      process.stderr.write(`${kind}: round ${round}/${rounds}\n`);
    }
    const exit = await stopShop(shop);
    const state = await database.readState();
    return {
      kind,
      rounds,
      audit: auditOrders(checkouts, products, state),
      recoveries,
      firstOrders,
      answers: outcomeCounts(log.records),
      finalExit: exit.signal ?? String(exit.code),
      errors: loggedErrors(database),
    };
  } finally {
    await database.destroy();
  }
}

const results: Result[] = [];
for (const kind of args.databases) results.push(await run(kind));

console.log(
  `\nkill -9 under order load: ${shoppers} shoppers, 1 unit per order, kill after 0.5–3 s\n`,
);
printTable([
  [
    'database',
    'rounds',
    'acknowledged',
    'stored',
    'lost',
    'doubled',
    'stock consistent',
    'restart → healthy (median)',
    'kill → next order (median)',
  ],
  ...results.map((result) => [
    result.kind,
    result.rounds,
    result.audit.acknowledged,
    result.audit.stored,
    result.audit.lost,
    result.audit.doubled,
    result.audit.stockMismatches === 0 ? 'yes' : `no (${result.audit.stockMismatches} products)`,
    seconds(median(result.recoveries)),
    seconds(median(result.firstOrders)),
  ]),
]);
console.log('');
for (const result of results) {
  console.log(
    `${result.kind}: answers to order requests ${result.answers}; attempts ${result.audit.attempts}, ` +
      `unanswered ${result.audit.unanswered}, refused ${result.audit.refused}; ` +
      `restart → healthy ${result.recoveries.map((ms) => (ms / 1000).toFixed(1)).join(' ')} s; ` +
      `last stop exit ${result.finalExit}`,
  );
  for (const line of result.errors.slice(0, 5)) console.log(`  logged: ${line.slice(0, 300)}`);
}
const failures = results.flatMap((result) => [
  ...(result.audit.lost ? [`${result.kind}: ${result.audit.lost} acknowledged orders lost`] : []),
  ...(result.audit.doubled ? [`${result.kind}: ${result.audit.doubled} orders doubled`] : []),
  ...(result.audit.stockMismatches ? [`${result.kind}: stock inconsistent`] : []),
  ...(result.audit.unanswered
    ? [`${result.kind}: ${result.audit.unanswered} attempts unanswered`]
    : []),
]);
console.log(
  failures.length === 0
    ? `\nverdict: after ${results.map((r) => `${r.rounds} kills on ${r.kind}`).join(' and ')}, no acknowledged order lost, none doubled, stock consistent`
    : `\nverdict: FAULTS: ${failures.join('; ')}`,
);
