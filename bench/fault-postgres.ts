/**
 * PostgreSQL going away under steady load (issue #13, "Faults measured"). The built server runs on a
 * private cluster (apps/api/src/test/private-postgres.ts, driven from its own process) while 4 shoppers
 * place orders (one Idempotency-Key per checkout attempt, the same key again after a failure) and 4
 * browsers read the catalogue (cached pages, a product, the banners, which are read from the database
 * every time, and /api/health). The cluster is stopped (fast shutdown: every connection dropped) for
 * 10 s, started again, and later frozen with SIGSTOP for 10 s and thawed.
 *
 * For each outage it prints the answers per route of the requests that overlapped it (counts per status
 * code or failure: expected 503 with Retry-After, no 500, nothing held longer than
 * DATABASE_TIMEOUT_SECONDS and a little), the longest request, and the time from the restart or thaw to
 * the first acknowledged order; then the orders acknowledged, stored, lost and doubled (by
 * Idempotency-Key) and whether the stock adds up. It prints figures and exits 0.
 *
 *   npm run build && npx tsx bench/fault-postgres.ts [--outage 10] [--db-timeout 5] [--quick]
 *
 * --quick makes each outage 5 s; --db-timeout is the server's DATABASE_TIMEOUT_SECONDS (5, its default).
 */
import {
  auditOrders,
  browser,
  faultArgs,
  loggedErrors,
  numberFlag,
  outcomeCounts,
  prepareDatabase,
  printTable,
  RequestLog,
  seconds,
  seedProducts,
  shopper,
  sleep,
  spawnShop,
  stopShop,
  waitHealthy,
  type Checkout,
  type RequestRecord,
} from './lib/fault-shop';
import type { ClusterProcess } from './lib/cluster-process';

const args = faultArgs();
const outageMs = numberFlag(args, 'outage', args.quick ? 5 : 10) * 1000;
const dbTimeoutSeconds = numberFlag(args, 'db-timeout', 5);
/** What "not hanging" means: the database timeouts, the read timeout's extra second and a margin. */
const HELD_LIMIT_MS = (dbTimeoutSeconds + 2) * 1000;
const STOCK = 1_000_000;

interface Outage {
  name: string;
  began: number;
  /** When the cluster was accepting connections again (start returned) or was thawed. */
  back: number;
  backToFirstOrderMs: number | undefined;
}

const database = await prepareDatabase('postgres', {
  DATABASE_TIMEOUT_SECONDS: String(dbTimeoutSeconds),
});
const cluster = database.cluster;
if (!cluster) throw new Error('no private cluster');
const log = new RequestLog();
const checkouts: Checkout[] = [];
const outages: Outage[] = [];

async function measure(cluster: ClusterProcess) {
  const shop = await spawnShop(args.serverEntry, database);
  await waitHealthy(shop);
  const products = await seedProducts(shop.base, 4, STOCK);
  let stopping = false;
  let endedEarly: string | undefined;
  void shop.exited.then(({ code, signal }) => {
    if (!stopping)
      endedEarly = `the server process ended during the run (${signal ?? `exit ${code}`})`;
  });
  let running = true;
  let retryUntil = Number.POSITIVE_INFINITY;
  const common = { base: () => shop.base, products, log, keepGoing: () => running };
  const clients = [
    ...Array.from({ length: 4 }, () =>
      shopper({ ...common, checkouts, retryUntil: () => retryUntil, retryPauseMs: 250 }),
    ),
    ...Array.from({ length: 4 }, () => browser(common)),
  ];
  await sleep(3000);

  const faults = [
    { name: 'stopped', begin: cluster.stop, end: cluster.start },
    { name: 'frozen (SIGSTOP)', begin: cluster.freeze, end: cluster.thaw },
  ];
  for (const fault of faults) {
    const began = Date.now();
    await fault.begin();
    await sleep(Math.max(0, outageMs - (Date.now() - began)));
    await fault.end();
    const back = Date.now();
    const deadline = back + 60_000;
    let firstOrder: RequestRecord | undefined;
    while (!firstOrder && Date.now() < deadline) {
      await sleep(50);
      firstOrder = log.records.find(
        (record) => record.kind === 'order' && record.status === 201 && record.end >= back,
      );
    }
    outages.push({
      name: fault.name,
      began,
      back,
      backToFirstOrderMs: firstOrder ? firstOrder.end - back : undefined,
    });
    process.stderr.write(`${fault.name}: done\n`);
    await sleep(3000);
  }
  running = false;
  retryUntil = Date.now() + 60_000;
  await Promise.all(clients);
  stopping = true;
  const exit = await stopShop(shop);
  return {
    endedEarly,
    finalExit: exit.signal ?? String(exit.code),
    audit: auditOrders(checkouts, products, await database.readState()),
    errorsLogged: loggedErrors(database),
  };
}

const {
  endedEarly,
  finalExit,
  audit: result,
  errorsLogged,
} = await measure(cluster).finally(() => database.destroy());

const during = (outage: Outage) =>
  log.records.filter((record) => record.start < outage.back && record.end > outage.began);
const duration = (record: RequestRecord) => record.end - record.start;
const longest = (records: RequestRecord[]) =>
  records.reduce((most, record) => Math.max(most, duration(record)), 0);

console.log(
  `\nPostgreSQL away under load: 4 shoppers, 4 browsers, DATABASE_TIMEOUT_SECONDS=${dbTimeoutSeconds}\n`,
);
const routes = [...new Set(log.records.map((record) => record.route))];
printTable([
  ['outage', 'route', 'answers to requests overlapping the outage', 'longest'],
  ...outages.flatMap((outage) =>
    routes.map((route) => {
      const records = during(outage).filter((record) => record.route === route);
      return [
        `${outage.name} ${seconds(outage.back - outage.began)}`,
        route,
        outcomeCounts(records),
        seconds(longest(records)),
      ];
    }),
  ),
]);
console.log('');
const failures: string[] = [];
for (const outage of outages) {
  const records = during(outage);
  const noRetryAfter = records.filter((r) => r.status === 503 && !r.retryAfter).length;
  const errors = records.filter(
    (r) => r.status !== undefined && r.status >= 500 && r.status !== 503,
  );
  const unanswered = records.filter((r) => r.status === undefined).length;
  const held = records.filter((r) => duration(r) > HELD_LIMIT_MS).length;
  console.log(
    `${outage.name}: longest request ${seconds(longest(records))} (${held} over ${seconds(HELD_LIMIT_MS)}), ` +
      `503 without Retry-After ${noRetryAfter}, other 5xx ${errors.length}, no answer ${unanswered}, ` +
      `back → first order ${seconds(outage.backToFirstOrderMs)}`,
  );
  if (noRetryAfter) failures.push(`${outage.name}: ${noRetryAfter} 503 without Retry-After`);
  if (errors.length) failures.push(`${outage.name}: ${outcomeCounts(errors)}`);
  if (unanswered) failures.push(`${outage.name}: ${unanswered} requests without an answer`);
  if (held) failures.push(`${outage.name}: ${held} requests held over ${seconds(HELD_LIMIT_MS)}`);
  if (outage.backToFirstOrderMs === undefined) failures.push(`${outage.name}: no order after it`);
}
console.log(
  `orders: attempts ${result.attempts}, acknowledged ${result.acknowledged}, stored ${result.stored}, ` +
    `lost ${result.lost}, doubled ${result.doubled}, unanswered ${result.unanswered}, refused ${result.refused}, ` +
    `stock consistent ${result.stockMismatches === 0 ? 'yes' : 'no'}; server stopped with exit ${finalExit}`,
);
for (const line of errorsLogged.slice(0, 5)) console.log(`  logged: ${line.slice(0, 300)}`);
if (endedEarly) {
  console.log(endedEarly);
  failures.push(endedEarly);
}
if (result.lost) failures.push(`${result.lost} acknowledged orders lost`);
if (result.doubled) failures.push(`${result.doubled} orders doubled`);
if (result.stockMismatches) failures.push('stock inconsistent');
if (!endedEarly && finalExit !== '0') failures.push(`exit ${finalExit} on SIGTERM`);
console.log(
  failures.length === 0
    ? '\nverdict: 503 with Retry-After while PostgreSQL was away, nothing held, orders again after it came back, none lost or doubled'
    : `\nverdict: FAULTS: ${failures.join('; ')}`,
);
