/**
 * Issue #27's "faster orders": the real server's order endpoint under 50 connections (wrk, a client in
 * C as pgbench is: bench/lib/order-load.lua), each order from another phone, two lines (a product of
 * each half of a pool of ten, 1,000,000 in stock each), on PostgreSQL (a throwaway database on
 * 127.0.0.1:5432, dropped at the end) and on PGlite (a fresh DATA_DIR). On PostgreSQL, pgbench runs
 * the very statements of one order's transaction (captured from the shop's own driver: the phone's
 * lock and count, the products and variants locked, stock taken, the stock movements, the order, its
 * lines, its event, its outbox mails; the groups the shop pipelines as compound commands, decision
 * 0038) with 50 clients, in rounds that alternate with the shop's, so both see the same machine.
 * Goals: orders/s at least 0.5x pgbench's tps on PostgreSQL; p99 at most 300 ms on PGlite. It prints
 * figures and exits 0; it decides nothing.
 *
 * Limits changed for the bench (every order comes from 127.0.0.1): LIMIT_ORDERS_PER_ADDRESS and
 * LIMIT_UNITS_PER_ADDRESS are off. The per-phone limits, the mail limit and ORDER_MAX_OPEN_PER_PHONE
 * keep their defaults and are counted on every order (each comes from a phone no other order used).
 *
 *   npm run build -w @shop/api && npx tsx bench/order-path.ts [--seconds 10] [--rounds 3] [--db both|postgres|pglite]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/api/src/db/client';
import { throwawayPostgresDatabase } from '../apps/api/src/test/app';
import { insertTestProduct } from '../apps/api/src/modules/demo/test-fixtures';
import { benchArgs, startShop } from './lib/bench-shop.mjs';
import { MARKER, orderTransaction, pgbenchScript, statementRecorder } from './lib/order-capture';
import {
  orderBody,
  orderLoad,
  percentile,
  type LoadResult,
  type OrderPool,
} from './lib/order-load';

const { args, serverEntry } = benchArgs();
const SECONDS = Number(args.get('seconds') ?? 10);
const ROUNDS = Number(args.get('rounds') ?? 3);
const CONNECTIONS = 50;
/**
 * Before the rounds: the connections opened, Node's JIT and PostgreSQL's caches warm. With 2 s the
 * shop's first round on PostgreSQL stayed 10-15 % below the next two in every run.
 */
const WARM_UP_SECONDS = 5;
const WHICH = args.get('db') ?? 'both';
const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Far from every other number an order writes, so the captured ids can be told apart. */
const FIRST_PRODUCT = 50_001;
const FIRST_VARIANT = 70_001;
const CAPTURED_ORDER = 90_000_001;
const PRICE_RUPEES = 1000;

const BENCH_ENV = {
  LIMIT_ORDERS_PER_ADDRESS: 'off',
  LIMIT_UNITS_PER_ADDRESS: 'off',
};

const load = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(' ');

/** Ten products of one colour each, 1,000,000 in stock, ids from FIRST_PRODUCT (variants FIRST_VARIANT). */
async function seedPool(db: Database): Promise<OrderPool & { variantOffset: number }> {
  await db.execute(sql`select setval('products_id_seq', ${FIRST_PRODUCT - 1})`);
  await db.execute(sql`select setval('product_variants_id_seq', ${FIRST_VARIANT - 1})`);
  const ids: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const product = await insertTestProduct(db, {
      title: `Bench bangle ${index}`,
      priceRupees: PRICE_RUPEES,
      quantity: 1_000_000,
      imageColors: ['gold'],
    });
    ids.push(product.id);
  }
  const rows = (await db.execute(sql`select id, product_id from product_variants order by id`)) as {
    rows: { id: number; product_id: number }[];
  };
  const offsets = new Set(rows.rows.map((row) => row.id - row.product_id));
  if (offsets.size !== 1 || rows.rows.length !== ids.length) {
    throw new Error('the pool needs one variant per product, ids in step');
  }
  return {
    firstHalf: ids.slice(0, 5),
    secondHalf: ids.slice(5),
    priceRupees: PRICE_RUPEES,
    variantOffset: [...offsets][0] as number,
  };
}

function serverEnv(extra: Record<string, string>) {
  return { ...BENCH_ENV, ...extra };
}

/** One order through an app in this process, its statements captured, turned into pgbench's script. */
async function captureScript(
  recorder: ReturnType<typeof statementRecorder>,
  database: DatabaseHandle,
  url: string,
  pool: OrderPool & { variantOffset: number },
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-path-'));
  const config = loadConfig({
    ...process.env,
    ...serverEnv({ DATABASE_URL: url }),
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // As startShop's server has them: the shop's copy of each order goes to this address.
    ADMIN_EMAIL: 'bench@shop.test',
    ADMIN_PASSWORD: 'bench-password-123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, webDist: false, database });
  await app.ready();
  try {
    const body = orderBody(pool, Number(MARKER));
    body.cartItems = [
      { id: pool.firstHalf[0] as number, quantity: 1, selectedColor: 'gold' },
      { id: pool.secondHalf[0] as number, quantity: 1, selectedColor: 'gold' },
    ];
    await database.db.execute(sql`select setval('orders_id_seq', ${CAPTURED_ORDER - 1})`);
    let orderId = 0;
    const captured = await recorder.during(async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: body,
      });
      if (answer.statusCode !== 201) throw new Error(`capture order: ${answer.body}`);
      orderId = answer.json<{ order: { id: number } }>().order.id;
    });
    if (orderId !== CAPTURED_ORDER) throw new Error(`the captured order is ${orderId}`);
    const transaction = orderTransaction(captured);
    const a = pool.firstHalf[0] as number;
    const b = pool.secondHalf[0] as number;
    const ids = new Map([
      [a, ':pa'],
      [b, ':pb'],
      [a + pool.variantOffset, ':va'],
      [b + pool.variantOffset, ':vb'],
    ]);
    console.log(
      `  captured ${captured.length} statements for one order, ${transaction.length} in its transaction (BEGIN and COMMIT included)`,
    );
    return pgbenchScript(transaction, pool, { ids, orderId });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
  failed: number;
}

function pgbench(url: string, script: string, seconds: number): PgbenchResult {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgbench-'));
  try {
    const file = join(dir, 'order.sql');
    writeFileSync(file, script);
    const output = execFileSync(
      'pgbench',
      [
        '-n',
        `-c${CONNECTIONS}`,
        '-j2',
        `-T${seconds}`,
        '-f',
        file,
        '-l',
        '--log-prefix',
        join(dir, 'log'),
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    const latencies = readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((value) => Number.isFinite(value))
      .sort((x, y) => x - y);
    return { tps, failed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function shopLine(result: LoadResult): string {
  return (
    `${result.perSecond.toFixed(0).padStart(5)} orders/s  p50 ${ms(result.p50).padStart(7)}  p99 ${ms(result.p99).padStart(7)}` +
    `  (${result.placed} placed${result.refused ? `, ${result.refused} refused, first: ${result.firstRefusal}` : ''})`
  );
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

async function onPostgres() {
  console.log(
    `\nPostgreSQL (127.0.0.1:5432), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each side`,
  );
  process.env.TEST_DATABASE_URL ??= SERVER;
  const { url, drop } = await throwawayPostgresDatabase();
  try {
    const recorder = statementRecorder();
    const database = await openDatabase({ kind: 'postgres', url });
    let pool: OrderPool & { variantOffset: number };
    let script: string;
    try {
      await database.migrate();
      pool = await seedPool(database.db);
      script = await captureScript(recorder, database, url, pool);
    } finally {
      await database.close();
      recorder.uninstall();
    }
    if (process.env.ORDER_PATH_SCRIPT) writeFileSync(process.env.ORDER_PATH_SCRIPT, script);
    const shop = await startShop(serverEntry, {
      env: serverEnv({
        DATABASE_URL: url,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      }),
    });
    const ratios: number[] = [];
    try {
      await orderLoad(shop.base, pool, CONNECTIONS, WARM_UP_SECONDS);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const shopResult = await orderLoad(shop.base, pool, CONNECTIONS, SECONDS);
        const shopLoad = load();
        const bench = pgbench(url, script, SECONDS);
        const benchLoad = load();
        const ratio = shopResult.perSecond / bench.tps;
        ratios.push(ratio);
        console.log(`  round ${round}  shop    ${shopLine(shopResult)}  load ${shopLoad}`);
        console.log(
          `           pgbench ${bench.tps.toFixed(0).padStart(5)} tps       p50 ${ms(bench.p50).padStart(7)}  p99 ${ms(bench.p99).padStart(7)}` +
            `  (${bench.failed} failed)  load ${benchLoad}`,
        );
        console.log(`           ratio ${ratio.toFixed(2)}x`);
      }
    } finally {
      await shop.stop();
    }
    console.log(`  median ratio ${median(ratios).toFixed(2)}x (goal at least 0.5x)`);
  } finally {
    await drop();
  }
}

async function onPglite() {
  console.log(
    `\nPGlite (a fresh DATA_DIR), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-path-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    let pool: OrderPool;
    try {
      await database.migrate();
      pool = await seedPool(database.db);
    } finally {
      await database.close();
    }
    const shop = await startShop(serverEntry, { dataDir, env: serverEnv({}) });
    const p99s: number[] = [];
    try {
      await orderLoad(shop.base, pool, CONNECTIONS, WARM_UP_SECONDS);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const result = await orderLoad(shop.base, pool, CONNECTIONS, SECONDS);
        p99s.push(result.p99);
        console.log(`  round ${round}  shop    ${shopLine(result)}  load ${load()}`);
      }
    } finally {
      await shop.stop();
    }
    console.log(`  median p99 ${ms(median(p99s))} (goal at most 300 ms)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Order path: limits changed for the bench: ${Object.entries(BENCH_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ')} (every order comes from 127.0.0.1); load ${load()}`,
);
if (WHICH !== 'pglite') await onPostgres();
if (WHICH !== 'postgres') await onPglite();
