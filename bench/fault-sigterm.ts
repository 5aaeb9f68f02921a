/**
 * SIGTERM under load (issue #13, "Faults measured"): a deploy or a restart stops the server while
 * shoppers are placing orders. On each database (PGlite in a temporary DATA_DIR, PostgreSQL on a
 * private cluster), each round starts the built server, runs 8 shoppers (one unit per order, one
 * Idempotency-Key per checkout attempt, the same key again after a failure) and 2 browsers, and after a
 * random 1–2.5 s sends the server SIGTERM. It measures whether the requests in flight at that moment
 * were answered or had their connection reset, what the requests sent after it got, the exit code and
 * how long the process took to exit (the server's own limit is 10 s). The next round's server answers
 * the retries; at the end the stored orders are compared with the 201 answers. It prints figures and
 * exits 0.
 *
 *   npm run build && npx tsx bench/fault-sigterm.ts [--rounds 5] [--quick] [--db pglite|postgres]
 *
 * --quick is 2 rounds per database.
 */
import {
  auditOrders,
  browser,
  counts,
  faultArgs,
  loggedErrors,
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
  type RequestRecord,
  type ShopProcess,
} from './lib/fault-shop';

const args = faultArgs();
const rounds = numberFlag(args, 'rounds', args.quick ? 2 : 5);
const STOCK = 1_000_000;
/** How long the bench waits for an exit before it kills the process itself. */
const EXIT_WAIT_MS = 30_000;

interface Round {
  sigtermAt: number;
  exitMs: number;
  exit: string;
}

interface Result {
  kind: DatabaseKind;
  rounds: Round[];
  records: RequestRecord[];
  audit: OrderAudit;
  errors: string[];
}

async function terminate(shop: ShopProcess): Promise<Round> {
  const sigtermAt = Date.now();
  shop.child.kill('SIGTERM');
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), EXIT_WAIT_MS);
  const { at, code, signal } = await shop.exited;
  clearTimeout(timer);
  return { sigtermAt, exitMs: at - sigtermAt, exit: signal ?? String(code) };
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
    const clients: Promise<void>[] = [];
    const done: Round[] = [];
    let retryUntil = Number.POSITIVE_INFINITY;

    for (let round = 1; round <= rounds; round += 1) {
      if (round > 1) {
        shop = await spawnShop(args.serverEntry, database, port);
        await waitHealthy(shop);
      }
      let placing = true;
      const common = { base: () => shop.base, products, log, keepGoing: () => placing };
      clients.push(
        ...Array.from({ length: 8 }, () =>
          shopper({ ...common, checkouts, retryUntil: () => retryUntil }),
        ),
        ...Array.from({ length: 2 }, () => browser(common)),
      );
      await sleep(randomBetween(1000, 2500));
      done.push(await terminate(shop));
      placing = false;
      process.stderr.write(`${kind}: round ${round}/${rounds}\n`);
    }
    // One more start answers the last round's retries.
    shop = await spawnShop(args.serverEntry, database, port);
    await waitHealthy(shop);
    retryUntil = Date.now() + 60_000;
    await Promise.all(clients);
    await stopShop(shop);
    return {
      kind,
      rounds: done,
      records: log.records,
      audit: auditOrders(checkouts, products, await database.readState()),
      errors: loggedErrors(database),
    };
  } finally {
    await database.destroy();
  }
}

const results: Result[] = [];
for (const kind of args.databases) results.push(await run(kind));

/** Requests sent before the signal and not yet answered when it arrived. */
const inFlight = (result: Result) =>
  result.records.filter((record) =>
    result.rounds.some((round) => record.start < round.sigtermAt && record.end >= round.sigtermAt),
  );
/** Requests sent between the signal and the exit. */
const sentAfter = (result: Result) =>
  result.records.filter((record) =>
    result.rounds.some(
      (round) => record.start >= round.sigtermAt && record.start <= round.sigtermAt + round.exitMs,
    ),
  );

console.log('\nSIGTERM under load: 8 shoppers and 2 browsers, SIGTERM after 1–2.5 s\n');
printTable([
  [
    'database',
    'rounds',
    'in flight',
    'answered',
    'reset',
    'exit codes',
    'slowest exit',
    'acknowledged',
    'stored',
    'lost',
    'doubled',
    'stock consistent',
  ],
  ...results.map((result) => {
    const flying = inFlight(result);
    return [
      result.kind,
      result.rounds.length,
      flying.length,
      flying.filter((record) => record.status !== undefined).length,
      flying.filter((record) => record.status === undefined).length,
      counts(result.rounds.map((round) => round.exit)),
      seconds(Math.max(...result.rounds.map((round) => round.exitMs))),
      result.audit.acknowledged,
      result.audit.stored,
      result.audit.lost,
      result.audit.doubled,
      result.audit.stockMismatches === 0 ? 'yes' : 'no',
    ];
  }),
]);
console.log('');
const failures: string[] = [];
for (const result of results) {
  const flying = inFlight(result);
  const reset = flying.filter((record) => record.status === undefined).length;
  const bare503 = [...flying, ...sentAfter(result)].filter(
    (record) => record.status === 503 && !record.retryAfter,
  ).length;
  console.log(
    `${result.kind}: in flight at SIGTERM ${outcomeCounts(flying)}; sent after it ${outcomeCounts(sentAfter(result))}; ` +
      `exits ${result.rounds.map((round) => `${round.exit} in ${seconds(round.exitMs)}`).join(', ')}; ` +
      `503 without Retry-After ${bare503}; ` +
      `orders: attempts ${result.audit.attempts}, unanswered ${result.audit.unanswered}, refused ${result.audit.refused}`,
  );
  for (const line of result.errors.slice(0, 5)) console.log(`  logged: ${line.slice(0, 300)}`);
  if (reset) failures.push(`${result.kind}: ${reset} requests in flight reset`);
  const bad = result.rounds.filter((round) => round.exit !== '0' || round.exitMs > 10_000);
  if (bad.length) failures.push(`${result.kind}: ${bad.length} exits not 0 within 10 s`);
  if (result.audit.lost) failures.push(`${result.kind}: ${result.audit.lost} acknowledged lost`);
  if (result.audit.doubled) failures.push(`${result.kind}: ${result.audit.doubled} doubled`);
  if (result.audit.stockMismatches) failures.push(`${result.kind}: stock inconsistent`);
  const fiveHundreds = flying.filter(
    (record) => record.status !== undefined && record.status >= 500,
  );
  if (fiveHundreds.length)
    failures.push(`${result.kind}: in flight ${outcomeCounts(fiveHundreds)}`);
}
console.log(
  failures.length === 0
    ? '\nverdict: every request in flight at SIGTERM was answered, every exit was 0 within 10 s, no acknowledged order lost or doubled'
    : `\nverdict: FAULTS: ${failures.join('; ')}`,
);
