/**
 * What the fault benches share: the built server as a real child process (so SIGKILL and SIGTERM are
 * real) on PGlite in a temporary DATA_DIR or on a private PostgreSQL cluster (apps/api's
 * test/private-postgres.ts, never the shared server on 5432); products with known stock made through
 * the admin API; shoppers that place orders with one Idempotency-Key per checkout attempt and retry
 * the same key after a failure; every request recorded with its times and outcome; and the stored
 * orders read back from the database afterwards, to compare with what was acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { givesStockBack, type OrderStatus } from '@shop/domain/order-status';
import { deliveryFee } from '@shop/domain/pricing';
import { toPaisa, toRupees } from '@shop/domain/money';
import sharp from 'sharp';
import { openDatabase } from '../../apps/api/src/db/client';
import { orderLines } from '../../apps/api/src/db/schema/order-lines';
import { orders } from '../../apps/api/src/db/schema/orders';
import { products } from '../../apps/api/src/db/schema/products';
import { LIMITS_OFF } from '../../apps/api/src/test/app';
import { freePort } from '../../apps/api/src/test/private-postgres';
import { startClusterProcess, type ClusterProcess } from './cluster-process';

export type DatabaseKind = 'pglite' | 'postgres';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'faults@shop.test', password: 'faults-password-123' };
const JWT_SECRET = 'fault-bench-secret-fault-bench-secret-0123';
/** One PKR 1,000 unit: under the free-delivery threshold, so every order pays the delivery fee. */
const UNIT_PRICE_RUPEES = 1000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

// ---------------------------------------------------------------------------------------------------
// Command line

export interface FaultArgs {
  flags: Map<string, string | true>;
  serverEntry: string;
  databases: DatabaseKind[];
  quick: boolean;
}

/** `--name value` and bare `--flag`; `--db pglite|postgres|both`; `--server` (default: this build). */
export function faultArgs(): FaultArgs {
  const flags = new Map<string, string | true>();
  const argv = process.argv.slice(2);
  argv.forEach((arg, index) => {
    if (!arg.startsWith('--')) return;
    const next = argv[index + 1];
    flags.set(arg.slice(2), next !== undefined && !next.startsWith('--') ? next : true);
  });
  const server = flags.get('server');
  const serverEntry =
    typeof server === 'string' ? path.resolve(server) : path.join(ROOT, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry)) {
    console.error(`No server at ${serverEntry}: npm run build`);
    process.exit(2);
  }
  const db = flags.get('db');
  const databases: DatabaseKind[] =
    db === 'pglite' || db === 'postgres' ? [db] : ['pglite', 'postgres'];
  return { flags, serverEntry, databases, quick: flags.has('quick') };
}

export function numberFlag(args: FaultArgs, name: string, fallback: number): number {
  const value = Number(args.flags.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

// ---------------------------------------------------------------------------------------------------
// The database and the server process

export interface ShopDatabase {
  kind: DatabaseKind;
  /** The server's data folder (images; the PGlite database itself on PGlite). */
  dataDir: string;
  /** The private cluster, on PostgreSQL. */
  cluster: ClusterProcess | undefined;
  /** Environment for the server: the database, the admin, no limits, no demo. */
  env: Record<string, string>;
  /** Where the server processes' output goes. */
  logFile: string;
  /** The stored orders and stock. On PGlite the server must be stopped (one process at a time). */
  readState(): Promise<StoredState>;
  destroy(): Promise<void>;
}

export async function prepareDatabase(
  kind: DatabaseKind,
  extraEnv: Record<string, string> = {},
): Promise<ShopDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-faults-${kind}-`));
  const cluster = kind === 'postgres' ? await startClusterProcess() : undefined;
  const env: Record<string, string> = {
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dataDir, 'data'),
    ...LIMITS_OFF,
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    ...extraEnv,
  };
  return {
    kind,
    dataDir,
    cluster,
    env,
    logFile: path.join(dataDir, 'server.log'),
    readState: () =>
      readState(
        cluster
          ? { kind: 'postgres', url: cluster.url }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'data', 'pglite') },
      ),
    async destroy() {
      await cluster?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ShopProcess {
  pid: number;
  base: string;
  child: ChildProcess;
  /** When the process ended, with its exit code or the signal that ended it. */
  exited: Promise<{ at: number; code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server on `port` (a fresh one by default); its output is appended to logFile. */
export async function spawnShop(
  serverEntry: string,
  database: ShopDatabase,
  port?: number,
): Promise<ShopProcess> {
  const chosen = port ?? (await freePort());
  const log = openSync(database.logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...database.env, PORT: String(chosen), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<{ at: number; code: number | null; signal: NodeJS.Signals | null }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ at: Date.now(), code, signal })),
  );
  if (child.pid === undefined) throw new Error('the server did not start');
  return { pid: child.pid, base: `http://127.0.0.1:${chosen}`, child, exited };
}

/** Milliseconds until /api/health answers 200; throws when the process ends or a minute passes. */
export async function waitHealthy(shop: ShopProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let ended = false;
  void shop.exited.then(() => (ended = true));
  while (Date.now() - started < timeoutMs) {
    if (ended) throw new Error(`the server (pid ${shop.pid}) ended before it was healthy`);
    try {
      const response = await fetch(`${shop.base}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`the server (pid ${shop.pid}) was not healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM and wait; SIGKILL after `graceMs` if it is still there. */
export async function stopShop(shop: ShopProcess, graceMs = 15_000) {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return shop.exited;
  shop.child.kill('SIGTERM');
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), graceMs);
  const result = await shop.exited;
  clearTimeout(timer);
  return result;
}

/** The server log's error lines (pino level 50 and above), to show why a 500 happened. */
export function loggedErrors(database: ShopDatabase): string[] {
  if (!existsSync(database.logFile)) return [];
  return readFileSync(database.logFile, 'utf8')
    .split('\n')
    .filter(
      (line) => /"level":(5|6)0/.test(line) || /^\s*(Error|TypeError|RangeError)\b/.test(line),
    );
}

// ---------------------------------------------------------------------------------------------------
// Products

export interface SeededProduct {
  id: number;
  stock: number;
}

/** The bench admin's bearer header. */
export async function adminAuth(base: string): Promise<{ authorization: string }> {
  const login = await fetch(`${base}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Signs in, uploads a picture and makes `count` products of PKR 1,000 with `stock` units each. */
export async function seedProducts(
  base: string,
  count: number,
  stock: number,
): Promise<SeededProduct[]> {
  const login = await fetch(`${base}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#834F37' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'faults.png');
  const upload = await fetch(`${base}/api/image/upload-image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const image = ((await upload.json()) as { data: { name: string } }).data.name;
  const seeded: SeededProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/api/products/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Kundan jhumka ${index + 1}`,
        description: 'Handmade in Lahore, for the fault benches.',
        price: UNIT_PRICE_RUPEES,
        quantity: stock,
        type: 'Jewelry',
        sub_type: 'Earrings',
        images: [image],
        imageColors: ['gold'],
      }),
    });
    if (response.status !== 201) {
      throw new Error(`create: ${response.status} ${await response.text()}`);
    }
    const { product } = (await response.json()) as { product: { id: number } };
    seeded.push({ id: product.id, stock });
  }
  return seeded;
}

// ---------------------------------------------------------------------------------------------------
// Requests and shoppers

export type RequestKind = 'order' | 'catalogue';

export interface RequestRecord {
  kind: RequestKind;
  route: string;
  start: number;
  end: number;
  /** The HTTP status, or undefined when no answer came. */
  status: number | undefined;
  retryAfter: string | null;
  /** Why no answer came: the socket's error code, or 'timeout'. */
  error: string | undefined;
}

/** Every request the benches send, in order of completion. */
export class RequestLog {
  readonly records: RequestRecord[] = [];

  async send(
    kind: RequestKind,
    route: string,
    url: string,
    init: RequestInit = {},
    timeoutMs = 60_000,
  ): Promise<{ record: RequestRecord; body: unknown }> {
    const start = Date.now();
    let status: number | undefined;
    let retryAfter: string | null = null;
    let error: string | undefined;
    let body: unknown;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    } catch (caught) {
      status = undefined;
      error = failureName(caught);
    }
    const record = { kind, route, start, end: Date.now(), status, retryAfter, error };
    this.records.push(record);
    return { record, body };
  }
}

/** 'ECONNREFUSED', 'UND_ERR_SOCKET' (closed by the other side), 'timeout', … */
function failureName(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'timeout';
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** One checkout attempt: its key, and the order the shop acknowledged (201) for it, if any. */
export interface Checkout {
  key: string;
  productId: number;
  /** The order's id in the 201 answer. */
  acknowledged: number | undefined;
  /** A definitive refusal (4xx other than 429), e.g. out of stock. */
  refused: number | undefined;
  tries: number;
}

export interface ShopperOptions {
  base: () => string;
  products: SeededProduct[];
  log: RequestLog;
  checkouts: Checkout[];
  /** Checked before each new checkout attempt (not before a retry): false ends the shopper. */
  keepGoing: () => boolean;
  /** A retry of an unanswered attempt is given up after this time (ms since epoch). */
  retryUntil: () => number;
  retryPauseMs?: number;
}

/** A shopper's own mobile number: one phone would soon reach ORDER_MAX_OPEN_PER_PHONE pending orders. */
function randomPhone(): string {
  return `0300${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

function orderBody(productId: number, phone: string) {
  const total = toPaisa(UNIT_PRICE_RUPEES);
  const fee = deliveryFee(total);
  return {
    shippingInfo: {
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      address: '12 Gulberg III',
      city: 'Lahore',
      postalCode: '54000',
      phone,
      paymentMethod: 'cod',
    },
    cartItems: [{ id: productId, quantity: 1, selectedColor: 'gold' }],
    totalPrice: toRupees(total),
    deliveryFee: toRupees(fee),
    grandTotal: toRupees(total + fee),
  };
}

/**
 * A shopper placing orders one after another, one unit of a random product each. Each attempt has its
 * own Idempotency-Key; when no answer comes (connection refused or reset, timeout) or the shop answers
 * 5xx or 429, the same attempt is sent again with the same key after a pause, as the storefront's
 * Place Order button does, until it is answered or retryUntil passes.
 */
export async function shopper(options: ShopperOptions): Promise<void> {
  const pause = options.retryPauseMs ?? 200;
  const phone = randomPhone();
  while (options.keepGoing()) {
    const product = options.products[Math.floor(Math.random() * options.products.length)];
    if (!product) return;
    const checkout: Checkout = {
      key: randomUUID(),
      productId: product.id,
      acknowledged: undefined,
      refused: undefined,
      tries: 0,
    };
    options.checkouts.push(checkout);
    const body = JSON.stringify(orderBody(product.id, phone));
    for (;;) {
      checkout.tries += 1;
      const { record, body: answer } = await options.log.send(
        'order',
        'POST /api/shipping/create',
        `${options.base()}/api/shipping/create`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': checkout.key },
          body,
        },
      );
      if (record.status === 201) {
        checkout.acknowledged = (answer as { order: { id: number } }).order.id;
        break;
      }
      const retry = record.status === undefined || record.status >= 500 || record.status === 429;
      if (!retry) {
        checkout.refused = record.status;
        break;
      }
      if (Date.now() > options.retryUntil()) break;
      await sleep(pause);
    }
  }
}

/** Catalogue reads a shopper makes while browsing: pages (cached), a product, the banners, health. */
export async function browser(options: {
  base: () => string;
  products: SeededProduct[];
  log: RequestLog;
  keepGoing: () => boolean;
  pauseMs?: number;
}): Promise<void> {
  const routes = [
    ['GET /api/products', () => `/api/products?page=1`],
    ['GET /api/products/get/:id', () => `/api/products/get/${options.products[0]?.id ?? 1}`],
    ['GET /api/banner/get', () => '/api/banner/get'],
    ['GET /api/health', () => '/api/health'],
  ] as const;
  let turn = Math.floor(Math.random() * routes.length);
  while (options.keepGoing()) {
    const [route, url] = routes[turn % routes.length] ?? routes[0];
    turn += 1;
    await options.log.send('catalogue', route, `${options.base()}${url()}`);
    await sleep(options.pauseMs ?? 20);
  }
}

// ---------------------------------------------------------------------------------------------------
// What was stored

export interface StoredState {
  /** Orders by Idempotency-Key: their ids and statuses (more than one would be a doubled order). */
  ordersByKey: Map<string, { id: number; status: string }[]>;
  ordersWithoutKey: number;
  totalOrders: number;
  /** Units held by stored orders that still hold stock, per product. */
  heldUnits: Map<number, number>;
  stock: Map<number, number>;
}

async function readState(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
): Promise<StoredState> {
  const database = await openDatabase(target);
  try {
    const orderRows = await database.db
      .select({ id: orders.id, key: orders.idempotencyKey, status: orders.status })
      .from(orders);
    const lineRows = await database.db
      .select({
        orderId: orderLines.orderId,
        productId: orderLines.productId,
        quantity: orderLines.quantity,
      })
      .from(orderLines);
    const productRows = await database.db
      .select({ id: products.id, quantity: products.quantity })
      .from(products);
    const ordersByKey = new Map<string, { id: number; status: string }[]>();
    const statusOf = new Map<number, string>();
    let ordersWithoutKey = 0;
    for (const row of orderRows) {
      statusOf.set(row.id, row.status);
      if (!row.key) {
        ordersWithoutKey += 1;
        continue;
      }
      ordersByKey.set(row.key, [...(ordersByKey.get(row.key) ?? []), row]);
    }
    const heldUnits = new Map<number, number>();
    for (const line of lineRows) {
      const status = statusOf.get(line.orderId);
      if (line.productId === null || !status || givesStockBack(status as OrderStatus)) continue;
      heldUnits.set(line.productId, (heldUnits.get(line.productId) ?? 0) + line.quantity);
    }
    return {
      ordersByKey,
      ordersWithoutKey,
      totalOrders: orderRows.length,
      heldUnits,
      stock: new Map(productRows.map((row) => [row.id, row.quantity])),
    };
  } finally {
    await database.close();
  }
}

export interface OrderAudit {
  attempts: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged (201) but not in the database, or stored under another id than the one answered. */
  lost: number;
  /** Keys with more than one stored order, and stored orders no attempt sent. */
  doubled: number;
  /** Attempts that got no answer before the bench gave up (their order may or may not be stored). */
  unanswered: number;
  refused: number;
  /** Products whose stock is not initial − units held by stored orders. */
  stockMismatches: number;
}

/** Compares what the shoppers were told with what the database holds. */
export function auditOrders(
  checkouts: Checkout[],
  products: SeededProduct[],
  state: StoredState,
): OrderAudit {
  const keys = new Set(checkouts.map((checkout) => checkout.key));
  let lost = 0;
  for (const checkout of checkouts) {
    if (checkout.acknowledged === undefined) continue;
    const stored = state.ordersByKey.get(checkout.key) ?? [];
    if (!stored.some((order) => order.id === checkout.acknowledged)) lost += 1;
  }
  let doubled = state.ordersWithoutKey;
  for (const [key, stored] of state.ordersByKey) {
    if (!keys.has(key)) doubled += stored.length;
    else doubled += stored.length - 1;
  }
  const stockMismatches = products.filter(
    (product) =>
      product.stock - (state.heldUnits.get(product.id) ?? 0) !== state.stock.get(product.id),
  ).length;
  return {
    attempts: checkouts.length,
    acknowledged: checkouts.filter((checkout) => checkout.acknowledged !== undefined).length,
    stored: state.totalOrders,
    lost,
    doubled,
    unanswered: checkouts.filter(
      (checkout) => checkout.acknowledged === undefined && checkout.refused === undefined,
    ).length,
    refused: checkouts.filter((checkout) => checkout.refused !== undefined).length,
    stockMismatches,
  };
}

// ---------------------------------------------------------------------------------------------------
// Printing

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const seconds = (ms: number | undefined) =>
  ms === undefined ? '–' : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** A plain table: the first row is the header; columns padded to their widest cell. */
export function printTable(rows: (string | number)[][]) {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0]?.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  for (const [index, row] of cells.entries()) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths?.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** 'a×2 b×1': how often each value occurs, in order of the values. */
export function counts(values: string[]): string {
  const seen = new Map<string, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return (
    [...seen]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([value, count]) => `${value}×${count}`)
      .join(' ') || '–'
  );
}

/** Counts of an answer per status code ('503', …) or failure ('ECONNRESET', 'timeout'). */
export function outcomeCounts(records: RequestRecord[]): string {
  return counts(
    records.map((record) =>
      record.status !== undefined ? String(record.status) : (record.error ?? '?'),
    ),
  );
}
