/**
 * Schema-driven fuzzing of the whole API. Reads the real app's OpenAPI document (GET /api/docs/json) and
 * sends every route FUZZ_PER_ROUTE requests (default 1000) made with fast-check from the route's JSON
 * schemas: valid-looking values, then mutations (missing fields, wrong types, null, huge numbers, long
 * strings, NUL and control characters, unicode, unknown fields, deep nesting, bad path ids, broken JSON,
 * wrong content types, hand-made multipart bodies, random files, bad tokens, bad X-Cart-Id headers).
 * Products, coupons, banners, reviews, contacts, orders and cart lines are seeded (and re-seeded as the
 * fuzzing deletes them) so that ids often name real rows. Requests come mostly from changing client
 * addresses, so per-address limits do not turn most public writes into 429s (429 counts like any other
 * answer); the admin token is taken before the sign-in route is fuzzed.
 *
 * It prints, per route and in total, the 5xx answers and the error answers (status >= 400) whose body is
 * not JSON with a string `message`, the first 5xx requests of each route (to replay them) with the error
 * the app logged, and writes .test-output/fuzz-<db>.json. It prints figures and exits 0: it does not
 * decide pass or fail (it exits 1 only when it cannot run at all, e.g. no database server).
 *
 *   npx tsx bench/fuzz-api.ts                        # in-memory PGlite
 *   FUZZ_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fuzz-api.ts
 *
 * FUZZ_DATABASE_URL names a PostgreSQL server: a throwaway database shop_fuzz_<random> is created there
 * and dropped afterwards. Other settings: FUZZ_PER_ROUTE (1000); FUZZ_SEED (1; the same seed and the
 * same FUZZ_ROUTES send the same requests); FUZZ_ROUTES (only routes whose "METHOD /path" contains this
 * text); FUZZ_SHOW (5xx examples printed per route, 3); FUZZ_TRACE=1 (print every request and answer).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toPaisa } from '@shop/domain/money';
import { computeTotals } from '@shop/domain/pricing';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import {
  adminAuthHeader,
  createTestApp,
  TEST_ADMIN,
  TEST_JWT_SECRET,
} from '../apps/api/src/test/app';
import { hugePngHeader, pngOf, SVG } from '../apps/api/src/test/images';

// ---------------------------------------------------------------------------------------------------
// Settings

const PER_ROUTE = positiveInt(process.env.FUZZ_PER_ROUTE, 1000);
const SEED = Number.parseInt(process.env.FUZZ_SEED ?? '1', 10) || 1;
const SHOW = positiveInt(process.env.FUZZ_SHOW, 3);
const ROUTE_FILTER = process.env.FUZZ_ROUTES ?? '';
/** FUZZ_TRACE=1 prints every request with its status and answer. */
const TRACE = process.env.FUZZ_TRACE === '1';
const SERVER_URL = process.env.FUZZ_DATABASE_URL;
const DB_LABEL = SERVER_URL ? 'postgres' : 'pglite';
/** Requests generated at a time; ids are re-read (and rows re-seeded) between batches. */
const BATCH = 100;
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_FILE = path.join(ROOT, '.test-output', `fuzz-${DB_LABEL}.json`);

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

// ---------------------------------------------------------------------------------------------------
// Types

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface BodyFormat {
  contentType: string;
  schema: JsonSchema;
}

interface Route {
  method: string;
  path: string;
  /** "POST /api/shipping/create" */
  key: string;
  secured: boolean;
  params: OpenApiParameter[];
  query: OpenApiParameter[];
  headers: OpenApiParameter[];
  bodies: BodyFormat[];
}

/** Rows that exist right now, so generated ids and names often hit real data. */
interface Pools {
  products: number[];
  coupons: number[];
  orders: number[];
  banners: number[];
  reviews: number[];
  contacts: number[];
  cartLines: number[];
  cartIds: string[];
  /** cart line id → the X-Cart-Id of its cart */
  lineCarts: Map<number, string>;
  images: string[];
  couponCodes: string[];
  /** product id → discounted price in rupees; coupon code → percent (for orders with right totals) */
  prices: Map<number, number>;
  discounts: Map<string, number>;
}
type IdPool = 'products' | 'coupons' | 'orders' | 'banners' | 'reviews' | 'contacts' | 'cartLines';

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The client address the app sees; it changes so that per-address limits do not hide the routes. */
  remoteAddress: string;
  /** What was generated or broken, e.g. "mutate: shippingInfo.city=<NUL string>; json". */
  note: string;
}

interface Example {
  request: {
    method: string;
    url: string;
    remoteAddress: string;
    headers: Record<string, string>;
    body: string;
  };
  note: string;
  status: number | 'inject error';
  response: string;
  cause?: string;
}

interface Cause {
  route: string;
  cause: string;
  count: number;
  /** The notes of up to three requests that met it, and the first such request. */
  inputs: string[];
  example: Example;
}

interface RouteStats {
  method: string;
  path: string;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  badErrorBodies: number;
  injectErrors: number;
  seconds: number;
  serverErrorExamples: Example[];
  badBodyExamples: Example[];
  causes: Map<string, Cause>;
}

// ---------------------------------------------------------------------------------------------------
// The app under test, with the errors it logs captured per request

/** Collects the app's warn/error log lines; requests run one at a time, so lines belong to the last one. */
class LogCapture {
  lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  clear() {
    this.lines = [];
  }
}

interface FuzzTarget {
  app: FastifyInstance;
  capture: LogCapture;
  databaseName: string;
  close(): Promise<void>;
}

async function openTarget(): Promise<FuzzTarget> {
  const capture = new LogCapture();
  const logger = { level: 'warn', stream: capture };
  if (!SERVER_URL) {
    process.env.TEST_DB = 'pglite';
    const t = await createTestApp({ deps: { logger } });
    return { app: t.app, capture, databaseName: 'in-memory PGlite', close: t.close };
  }
  return openPostgresTarget(SERVER_URL, capture, logger);
}

/** The real app on a throwaway database shop_fuzz_<random> of the given server (dropped on close). */
async function openPostgresTarget(
  serverUrl: string,
  capture: LogCapture,
  logger: { level: string; stream: LogCapture },
): Promise<FuzzTarget> {
  const name = `shop_fuzz_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-fuzz-'));
  const cleanUp = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp(config, { logger, webDist: false });
    await app.ready();
    const close = async () => {
      await app.close();
      await cleanUp();
    };
    return { app, capture, databaseName: `${name} on ${url.host}`, close };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// Routes from the OpenAPI document

async function readRoutes(app: FastifyInstance): Promise<Route[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const routes: Route[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.push(routeOf(method.toUpperCase(), template, operation));
    }
  }
  return routes.filter((route) => route.key.includes(ROUTE_FILTER));
}

function routeOf(method: string, template: string, operation: OpenApiOperation): Route {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  return {
    method,
    path: template,
    key: `${method} ${template}`,
    secured: (operation.security ?? []).length > 0,
    params: parameters.filter((p) => p.in === 'path'),
    query: parameters.filter((p) => p.in === 'query'),
    headers: parameters.filter((p) => p.in === 'header'),
    bodies: Object.entries(content).map(([contentType, media]) => ({
      contentType,
      schema: media.schema ?? {},
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Seed data and the pools of existing ids

interface Fixtures {
  png: Buffer;
  pngs: Buffer[];
  bomb: Buffer;
}

async function makeFixtures(): Promise<Fixtures> {
  return {
    png: await pngOf(1, 1),
    pngs: [await pngOf(40, 40), await pngOf(30, 60), await pngOf(64, 32)],
    bomb: hugePngHeader(60_000, 60_000),
  };
}

function emptyPools(): Pools {
  return {
    products: [],
    coupons: [],
    orders: [],
    banners: [],
    reviews: [],
    contacts: [],
    cartLines: [],
    cartIds: [SEED_CART_ID],
    lineCarts: new Map(),
    images: [],
    couponCodes: [],
    prices: new Map(),
    discounts: new Map(),
  };
}

type Row = Record<string, unknown>;

/** The array under `key` of a JSON answer, or [] when the answer is anything else. */
async function listRows(
  app: FastifyInstance,
  url: string,
  key: string,
  auth: Record<string, string>,
): Promise<Row[]> {
  const response = await app.inject({ method: 'GET', url, headers: auth });
  if (response.statusCode !== 200) return [];
  const list = (response.json<Row>() ?? {})[key];
  return Array.isArray(list) ? (list as Row[]) : [];
}

const ids = (rows: Row[]) => rows.map((row) => row.id).filter(isNumber);
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';
/** At most `n` of the rows listed (the last ones): generated ids and names pick from these. */
const newest = <T>(list: T[], n = 12) => list.slice(-n);

async function refreshPools(app: FastifyInstance, auth: Record<string, string>, pools: Pools) {
  const products = await listRows(app, '/api/products/get', 'products', {});
  pools.products = newest(ids(products));
  pools.prices = new Map(
    products.flatMap((p) =>
      isNumber(p.id) && isNumber(p.discounted_price) ? [[p.id, p.discounted_price]] : [],
    ),
  );
  const coupons = await listRows(app, '/api/products/coupon', 'coupons', auth);
  pools.coupons = newest(ids(coupons));
  pools.couponCodes = newest(coupons.map((c) => c.coupon_code).filter(isString));
  pools.discounts = new Map(
    coupons.flatMap((c) =>
      isString(c.coupon_code) && isNumber(c.discount) ? [[c.coupon_code, c.discount]] : [],
    ),
  );
  pools.orders = newest(ids(await listRows(app, '/api/shipping/get', 'shipping', auth)));
  const banners = await listRows(app, '/api/banner/get', 'banners', {});
  pools.banners = newest(ids(banners));
  pools.reviews = newest(ids(await listRows(app, '/api/reviews/get', 'reviews', auth)));
  pools.contacts = newest(ids(await listRows(app, '/api/contact/', 'contacts', auth)));
  const lines = await listRows(app, '/api/cart/get', 'cartItems', auth);
  pools.cartLines = newest(ids(lines));
  pools.lineCarts = new Map(
    lines.flatMap((l) => (isNumber(l.id) && isString(l.cartId) ? [[l.id, l.cartId]] : [])),
  );
  const cartIds = [...new Set([...lines.map((l) => l.cartId).filter(isString), ...pools.cartIds])];
  pools.cartIds = newest(cartIds, 6);
  const shown = [
    ...products.flatMap((p) => (Array.isArray(p.images) ? p.images : [])),
    ...banners.map((b) => b.image),
  ];
  pools.images = newest([...new Set([...pools.images, ...shown.filter(isString)])], 10);
}

let seedCounter = 0;
/** Seeding uses its own addresses and phone numbers, so public write limits never starve it. */
const seedAddress = () => `10.255.${(seedCounter >> 8) & 255}.${(seedCounter += 1) & 255}`;
const seedPhone = () => `0300${String((seedCounter += 1) % 1e7).padStart(7, '0')}`;
const SEED_CART_ID = '8f0e2c4a-1b2c-4d3e-9f00-112233445566';

/** Tops up every kind of row the fuzzing deletes, through the API itself. */
async function reseed(
  app: FastifyInstance,
  auth: Record<string, string>,
  pools: Pools,
  fixtures: Fixtures,
) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    app.inject({
      method: 'POST',
      url,
      headers,
      payload: payload as object,
      remoteAddress: seedAddress(),
    });
  if (pools.images.length < 3) {
    for (const png of fixtures.pngs) {
      const form = multipartBody([
        { name: 'file', filename: 'seed.png', contentType: 'image/png', data: png },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/image/upload-image',
        headers: { ...auth, 'content-type': form.contentType },
        payload: form.payload,
      });
      const name =
        response.statusCode === 200
          ? response.json<{ data?: { name?: unknown } }>().data?.name
          : undefined;
      if (isString(name)) pools.images.push(name);
    }
  }
  const images = pools.images.slice(0, 2);
  for (let i = pools.products.length; i < 4 && images.length > 0; i += 1) {
    const jewelry = i % 2 === 0;
    await post('/api/products/create', {
      title: `Fuzz seed ${(seedCounter += 1)}`,
      description: 'Seeded by bench/fuzz-api.ts',
      price: 1500 + i,
      discounted_price: 1200 + i,
      quantity: 1_000_000,
      type: jewelry ? 'Jewelry' : 'Bags',
      sub_type: jewelry ? 'Earrings' : null,
      images,
      imageColors: ['gold', 'silver'].slice(0, images.length),
    });
  }
  await refreshPools(app, auth, pools);
  const productId = pools.products[0];
  for (let i = pools.coupons.length; i < 2; i += 1) {
    await post('/api/products/coupon/create', {
      coupon_code: `FUZZ${(seedCounter += 1)}`,
      discount: 10,
    });
  }
  for (let i = pools.banners.length; i < 2 && images[0]; i += 1) {
    await post('/api/banner/add', { image: images[0] });
  }
  for (let i = pools.contacts.length; i < 2; i += 1) {
    await post('/api/contact/create', {
      name: 'Fuzz Seed',
      email: 'seed@example.com',
      phone: seedPhone(),
      message: 'Seeded by the fuzzer',
    });
  }
  if (productId !== undefined) {
    for (let i = pools.reviews.length; i < 2; i += 1) {
      await post('/api/reviews/create', { comment: 'Seeded review', rating: 5, productId });
    }
    for (let i = pools.cartLines.length; i < 3; i += 1) {
      const cartId = pools.cartIds[i % pools.cartIds.length] ?? SEED_CART_ID;
      const product = pools.products[i % pools.products.length] ?? productId;
      await post(
        '/api/cart/add',
        { productId: product, quantity: 1 + i, selectedColor: 'gold' },
        { 'x-cart-id': cartId },
      );
    }
    for (let i = pools.orders.length; i < 2; i += 1) {
      await post('/api/shipping/create', withRightTotals(seedOrder(productId), pools));
    }
  }
  await refreshPools(app, auth, pools);
}

function seedOrder(productId: number): Row {
  return {
    shippingInfo: {
      fullName: 'Fuzz Seed',
      email: 'seed@example.com',
      address: '1 Seed Street',
      city: 'Lahore',
      postalCode: '54000',
      phone: seedPhone(),
      paymentMethod: 'cod',
    },
    cartItems: [{ id: productId, quantity: 1, selectedColor: 'gold' }],
    totalPrice: 0,
    deliveryFee: 0,
    grandTotal: 0,
    couponCode: null,
  };
}

/**
 * A body that also keeps the domain's cross-field rules (Bags have no sub type, the discounted price is
 * at most the price, one colour per image, the order's totals match), so valid requests reach success.
 */
function consistent(body: unknown, pools: Pools): unknown {
  if (!isRecord(body)) return body;
  const fixed = { ...body };
  if (fixed.type === 'Bags') fixed.sub_type = null;
  else if (fixed.type === 'Jewelry' && !fixed.sub_type) fixed.sub_type = 'Earrings';
  if (
    isNumber(fixed.price) &&
    isNumber(fixed.discounted_price) &&
    fixed.discounted_price > fixed.price
  ) {
    fixed.discounted_price = fixed.price;
  }
  if (Array.isArray(fixed.images) && Array.isArray(fixed.imageColors)) {
    fixed.imageColors = fixed.imageColors.slice(0, fixed.images.length);
  }
  return withRightTotals(fixed, pools);
}

/** An order body with the totals the server computes. */
function withRightTotals(body: unknown, pools: Pools): unknown {
  if (!isRecord(body) || !Array.isArray(body.cartItems)) return body;
  const lines = [];
  for (const item of body.cartItems) {
    const price = isRecord(item) && isNumber(item.id) ? pools.prices.get(item.id) : undefined;
    if (!isRecord(item) || price === undefined || !isNumber(item.quantity)) return body;
    lines.push({ unitPrice: toPaisa(price), quantity: item.quantity });
  }
  const code = isString(body.couponCode) ? body.couponCode.trim() : '';
  try {
    const totals = computeTotals({ lines, discountPercent: pools.discounts.get(code) ?? null });
    return {
      ...body,
      totalPrice: totals.totalPrice / 100,
      deliveryFee: totals.deliveryFee / 100,
      grandTotal: totals.grandTotal / 100,
    };
  } catch {
    return body; // quantities too large to price: the body stays as generated
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------
// Valid-looking values from JSON schemas

/** Where a generated value goes: the route, the field path and the pools of existing rows. */
interface GenContext {
  route: Route;
  pools: Pools;
  path: string[];
}

/** A multipart file field (a property whose schema is empty) is generated as this marker. */
const FILE_MARKER = '\u0091fuzz-file\u0091';

const ID_POOLS: [RegExp, IdPool][] = [
  [/coupon/, 'coupons'],
  [/shipping/, 'orders'],
  [/banner/, 'banners'],
  [/review/, 'reviews'],
  [/contact/, 'contacts'],
  [/cart/, 'cartLines'],
  [/product/, 'products'],
];

function idPoolFor(ctx: GenContext, name: string): number[] {
  if (name === 'productId' || ctx.path.includes('cartItems')) return ctx.pools.products;
  if (name !== 'id') return [];
  const hit = ID_POOLS.find(([pattern]) => pattern.test(ctx.route.path));
  return hit ? ctx.pools[hit[1]] : [];
}

function stringPoolFor(ctx: GenContext, name: string): string[] {
  if (/^images?$|^file$/.test(name) || ctx.path.includes('images')) return ctx.pools.images;
  if (/^(code|couponCode|coupon_code)$/.test(name)) return ctx.pools.couponCodes;
  if (name === 'x-cart-id') return ctx.pools.cartIds;
  if (ctx.route.path.includes('login')) {
    if (name === 'email') return [TEST_ADMIN.email];
    if (name === 'password') return [TEST_ADMIN.password];
  }
  return [];
}

/** Mostly a value from the pool (existing rows), sometimes a freshly generated one. */
function withPool<T>(arbitrary: fc.Arbitrary<T>, pool: T[]): fc.Arbitrary<T> {
  if (pool.length === 0) return arbitrary;
  return fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 3 }, { arbitrary, weight: 1 });
}

function valueArb(schema: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<unknown> {
  const base = baseArb(schema, ctx, name);
  if (!schema.nullable) return base;
  return fc.oneof({ arbitrary: base, weight: 9 }, { arbitrary: fc.constant(null), weight: 1 });
}

/**
 * Values the schema cannot tell (the document says `boolean | string` where the form wants 'Active'),
 * offered next to the schema's own values so that valid-looking requests also pass the domain's rules.
 */
function hintArb(ctx: GenContext, name: string): fc.Arbitrary<unknown> | undefined {
  if (name === 'top_featured' || name === 'show_price') {
    return fc.constantFrom('Active', 'Inactive', 'active', true, false);
  }
  if (name === 'images' && ctx.pools.images.length > 0) {
    return fc.array(fc.constantFrom(...ctx.pools.images), { minLength: 1, maxLength: 3 });
  }
  if (name === 'imageColors') return fc.constantFrom([], ['gold'], ['gold', 'silver']);
  return undefined;
}

function baseArb(schema: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<unknown> {
  const hint = hintArb(ctx, name);
  const fromSchema = schemaArb(schema, ctx, name);
  return hint
    ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: fromSchema, weight: 1 })
    : fromSchema;
}

function schemaArb(schema: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => valueArb(alternative, ctx, name)));
  }
  switch (schema.type) {
    case 'integer':
      return withPool(integerArb(schema), idPoolFor(ctx, name));
    case 'number':
      return numberArb(schema);
    case 'string':
      return withPool(stringArb(schema, name), stringPoolFor(ctx, name));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayArb(schema, ctx, name);
    case 'object':
      return objectArb(schema, ctx);
    default:
      return fc.constant(FILE_MARKER); // an empty schema: the upload's file
  }
}

function bounds(schema: JsonSchema, step: number, fallback: [number, number]): [number, number] {
  let min = schema.minimum ?? fallback[0];
  let max = schema.maximum ?? fallback[1];
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return [Math.max(min, Number.MIN_SAFE_INTEGER), Math.min(max, Number.MAX_SAFE_INTEGER)];
}

/** Small values half the time (stock, ratings, quantities), any value in range otherwise. */
function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const [min, max] = bounds(schema, 1, [-(2 ** 31), 2 ** 31 - 1]);
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
}

/** Numbers the schema allows but a shop rarely sees: it sets no bounds, so these are valid too. */
const EXTREME_NUMBERS = [
  1e15,
  9e13,
  2 ** 31,
  2 ** 53,
  1e21,
  1e308,
  Number.MAX_VALUE,
  5e-324,
  -1e15,
];

/**
 * Amounts of money mostly (rupees with at most two decimals), sometimes any double in range, and for a
 * number without bounds sometimes an extreme one.
 */
function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const [min, max] = bounds(schema, 0.01, [0, 100_000]);
  const money = fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((n) => n / 100);
  const anyInRange = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const unbounded = schema.minimum === undefined && schema.maximum === undefined;
  return fc.oneof(
    { arbitrary: money, weight: 6 },
    { arbitrary: anyInRange, weight: 1 },
    { arbitrary: unbounded ? fc.constantFrom(...EXTREME_NUMBERS) : money, weight: 1 },
  );
}

function stringArb(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email' || /email/i.test(name)) return emailArb().filter(fits);
  if (schema.pattern === '^\\d+$') {
    const digit = fc.constantFrom(...'0123456789');
    return fc.string({ unit: digit, minLength, maxLength: Math.min(maxLength, minLength + 8) });
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const shortest = Math.max(minLength, 1);
  const longest = Math.max(shortest, Math.min(maxLength, 60));
  return fc.oneof(
    {
      arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: shortest, maxLength: longest }),
      weight: 3,
    },
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: longest }), weight: 1 },
  );
}

/** Plain addresses mostly (fast-check's own are RFC-valid but often odd enough for a form to refuse). */
function emailArb(): fc.Arbitrary<string> {
  const word = fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
    minLength: 1,
    maxLength: 12,
  });
  const plain = fc
    .tuple(word, word, fc.constantFrom('com', 'pk', 'org', 'co.uk'))
    .map(([user, host, tld]) => `${user}@${host}.${tld}`);
  return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: fc.emailAddress(), weight: 1 });
}

function arrayArb(schema: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
  return fc.array(valueArb(schema.items ?? {}, ctx, name), { minLength, maxLength });
}

function objectArb(schema: JsonSchema, ctx: GenContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = valueArb(property, { ...ctx, path: [...ctx.path, key] }, key);
  }
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys });
}

// ---------------------------------------------------------------------------------------------------
// Mutations of a generated value

const FIELD_OPS = [
  'drop',
  'null',
  'wrongType',
  'hugeNumber',
  'rawNumber',
  'longString',
  'nul',
  'control',
  'unicode',
  'injection',
  'deepNest',
  'wrapInArray',
  'extraField',
  'blank',
] as const;
type FieldOp = (typeof FIELD_OPS)[number];

interface Mutation {
  op: FieldOp;
  /** Which node of the value (index into its paths, modulo their number). */
  at: number;
  /** Which entry of the op's list of values. */
  pick: number;
  /** Random text (any code points, lone surrogates included) for the unicode op. */
  text: string;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom(...FIELD_OPS),
  at: fc.nat(),
  pick: fc.nat(),
  text: fc.string({ unit: 'binary', maxLength: 24 }),
});

/** Mostly one mutation, so that the rest of the request stays valid and the broken field is reached. */
const mutationsArb = fc.oneof(
  { arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.array(mutationArb, { minLength: 2, maxLength: 3 }), weight: 2 },
);

const WRONG_TYPES: unknown[] = [
  123,
  -1,
  0,
  1.5,
  true,
  false,
  'abc',
  '1',
  'true',
  [],
  {},
  [1, 2],
  ['a'],
  { a: 1 },
];
const HUGE_NUMBERS: unknown[] = [
  1e15,
  9e13,
  9.5e13,
  -1,
  0,
  -0.01,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  5e-324,
  0.1 + 0.2,
  1.005,
  999_999_999_999.99,
  1e21,
  '1e15',
  '9e13',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 12 ',
  '12abc',
  '-0',
  '١٢',
];
/** Numbers JSON can carry but a JavaScript number cannot hold exactly, spliced in as raw JSON text. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '0.10000000000000000000001',
  '-0',
  '1E+2',
  '1e-400',
];
const CONTROL = [
  '\u0001',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\ud800',
  '\udfff',
  '\r\n\r\n',
];
const UNICODE = [
  'ہیلو دنیا',
  '🧕🏽👜💍',
  'e\u0301\u0301\u0301',
  'ﷺ',
  '\u202eevil',
  'Ａｄｍｉｎ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'İıß',
  '表ポあA鷗Œé',
];
const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\',
  '__proto__',
  '$where',
];
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'owner',
  'isAdmin',
  'createdAt',
  '',
  'x'.repeat(300),
  '\u0000',
];
const LONG_LENGTHS = [51, 201, 2001, 5001, 65_537, 100_000];
const LONG_UNITS = ['a', '9', ' ', 'é', 'ہ', '😀', '\u0000'];
const NEST_DEPTHS = [20, 200, 2000, 10_000];
const BLANKS = ['', ' ', '\t\n', '\u00a0'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

type Key = string | number;

/** Paths to the nodes of a value (root first), down to a few levels. */
function collectPaths(root: unknown, maxDepth = 5): Key[][] {
  const paths: Key[][] = [[]];
  const walk = (node: unknown, at: Key[]) => {
    if (at.length >= maxDepth || paths.length > 200) return;
    const entries: [Key, unknown][] = Array.isArray(node)
      ? node.map((child, i) => [i, child])
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of entries) {
      paths.push([...at, key]);
      walk(child, [...at, key]);
    }
  };
  walk(root, []);
  return paths;
}

function getAt(root: unknown, at: Key[]): unknown {
  let node = root;
  for (const key of at) node = (node as Record<Key, unknown>)[key];
  return node;
}

/** Sets an own property even for keys such as __proto__. */
function put(target: Record<Key, unknown>, key: Key, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `node` with the value at `at` replaced (or removed when `remove`), copying only the path. */
function updateAt(node: unknown, at: Key[], value: unknown, remove = false): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return remove ? undefined : value;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<Key, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else Reflect.deleteProperty(copy, head);
  } else {
    put(copy, head, updateAt(copy[head], rest, value, remove));
  }
  return copy;
}

/** JSON text nested `depth` levels deep (built as text: JSON.stringify itself overflows near 5000). */
function nestedJson(depth: number, asArray: boolean): string {
  const [open, close] = asArray ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}"deep"${close.repeat(depth)}`;
}

/** Raw JSON text goes into the value as a token string; jsonText swaps the quoted token for the text. */
function rawToken(raws: string[], text: string): string {
  raws.push(text);
  return `__fuzz_raw_${raws.length - 1}__`;
}

/** The replacement value a field op makes from the current value, with a short label. */
function replacement(
  m: Mutation,
  current: unknown,
  raws: string[],
): { value: unknown; label: string } {
  const text = typeof current === 'string' ? current : 'text';
  switch (m.op) {
    case 'null':
      return { value: null, label: 'null' };
    case 'wrongType':
      return labelled(pick(WRONG_TYPES, m.pick));
    case 'hugeNumber':
      return labelled(pick(HUGE_NUMBERS, m.pick));
    case 'rawNumber': {
      const raw = pick(RAW_NUMBERS, m.pick);
      return { value: rawToken(raws, raw), label: `raw JSON ${raw}` };
    }
    case 'longString': {
      const unit = pick(LONG_UNITS, m.pick);
      const length = pick(LONG_LENGTHS, Math.floor(m.pick / LONG_UNITS.length));
      return { value: unit.repeat(length), label: `${length} × ${JSON.stringify(unit)}` };
    }
    case 'nul': {
      const middle = Math.floor(text.length / 2);
      return {
        value: `${text.slice(0, middle)}\u0000${text.slice(middle)}`,
        label: 'string with NUL (\\u0000)',
      };
    }
    case 'control':
      return labelled(`${text}${pick(CONTROL, m.pick)}`);
    case 'unicode':
      return labelled(m.pick % 2 === 0 ? m.text : pick(UNICODE, m.pick));
    case 'injection':
      return labelled(pick(INJECTIONS, m.pick));
    case 'deepNest': {
      const depth = pick(NEST_DEPTHS, m.pick);
      const raw = nestedJson(depth, m.pick % 2 === 1);
      return { value: rawToken(raws, raw), label: `nested ${depth} deep` };
    }
    case 'wrapInArray':
      return { value: [current], label: 'wrapped in an array' };
    case 'blank':
      return labelled(pick(BLANKS, m.pick));
    default:
      return { value: current, label: 'unchanged' };
  }
}

function labelled(value: unknown): { value: unknown; label: string } {
  return { value, label: describe(value) };
}

function describe(value: unknown): string {
  const text =
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  const shown = text === undefined ? String(value) : text;
  return shown.length > 40 ? `${shown.slice(0, 37)}… (${shown.length} chars)` : shown;
}

const STRING_OPS = new Set<FieldOp>([
  'longString',
  'nul',
  'control',
  'unicode',
  'injection',
  'blank',
]);
const NUMBER_OPS = new Set<FieldOp>(['hugeNumber', 'rawNumber']);

/** The nodes an op aims at: string ops at strings, number ops at numbers, when the value has any. */
function targetsFor(op: FieldOp, root: unknown): Key[][] {
  const all = collectPaths(root);
  const wanted = STRING_OPS.has(op) ? 'string' : NUMBER_OPS.has(op) ? 'number' : undefined;
  const matching = wanted ? all.filter((at) => typeof getAt(root, at) === wanted) : [];
  return matching.length > 0 ? matching : all;
}

/** Applies one op at one node of the body; returns the new body and a note saying what changed. */
function mutate(root: unknown, m: Mutation, raws: string[]): { value: unknown; note: string } {
  const at = pick(targetsFor(m.op, root), m.at);
  const where = at.join('.') || '(body)';
  if (m.op === 'drop') return { value: updateAt(root, at, undefined, true), note: `drop ${where}` };
  if (m.op === 'extraField') {
    const key = pick(EXTRA_KEYS, m.pick);
    const target = isRecord(getAt(root, at)) ? at : at.slice(0, -1);
    if (!isRecord(getAt(root, target))) return { value: root, note: 'extra field (no object)' };
    const value = updateAt(root, [...target, key], m.text);
    return { value, note: `extra field ${describe(key)} in ${target.join('.') || '(body)'}` };
  }
  const { value, label } = replacement(m, getAt(root, at), raws);
  return { value: updateAt(root, at, value), note: `${where}=${label}` };
}

// ---------------------------------------------------------------------------------------------------
// Encodings: JSON text, hand-made multipart bodies and broken transports

function jsonText(value: unknown, raws: string[]): string {
  let text = JSON.stringify(value) ?? '';
  raws.forEach((raw, i) => {
    text = text.replace(`"__fuzz_raw_${i}__"`, raw);
  });
  return text;
}

interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A fixed default boundary keeps the requests of a seed byte-for-byte the same from run to run. */
function multipartBody(parts: Part[], boundary = '----fuzz7d1f0c2a9b') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.data) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'file'}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

/** The form fields of a body as a browser form sends them: arrays repeat, objects travel as JSON. */
function formParts(body: unknown, file: Part, raws: string[]): Part[] {
  if (!isRecord(body)) return [{ name: 'value', value: fieldText(body, raws) }];
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) && value.every((v) => !isRecord(v)) ? value : [value];
    for (const item of values) {
      parts.push(item === FILE_MARKER ? { ...file, name } : { name, value: fieldText(item, raws) });
    }
  }
  return parts;
}

function fieldText(value: unknown, raws: string[]): string {
  if (typeof value === 'string')
    return value.startsWith('__fuzz_raw_') ? jsonText(value, raws) : value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? jsonText(value, raws) : String(value);
}

const FILE_KINDS = ['png', 'random', 'empty', 'svg', 'bomb', 'textAsPng', 'large'] as const;
interface FilePlan {
  kind: (typeof FILE_KINDS)[number];
  bytes: Uint8Array;
  pick: number;
}
const FILENAMES = [
  'photo.png',
  'x.webp',
  '../../etc/passwd',
  'a"b.png',
  'ünï.png',
  '',
  'x'.repeat(300),
  'a\u0000.png',
];
const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'application/octet-stream',
  'text/plain',
  'image/svg+xml',
  '',
];

function filePart(plan: FilePlan, fixtures: Fixtures): Part {
  const data = {
    png: fixtures.png,
    random: Buffer.from(plan.bytes),
    empty: Buffer.alloc(0),
    svg: SVG,
    bomb: fixtures.bomb,
    textAsPng: Buffer.from('definitely not a png'),
    large: Buffer.alloc(1_200_000, plan.pick % 256),
  }[plan.kind];
  const valid = plan.kind === 'png' && plan.pick % 3 !== 0;
  return {
    name: 'file',
    filename: valid ? 'photo.png' : pick(FILENAMES, plan.pick),
    contentType: valid ? 'image/png' : pick(FILE_TYPES, plan.pick),
    data,
  };
}

const TRANSPORTS = [
  'invalidJson',
  'emptyBody',
  'primitiveBody',
  'wrongContentType',
  'noContentType',
  'multipartNoBoundary',
  'multipartRandom',
  'multipartMalformed',
  'oversized',
] as const;
type Transport = (typeof TRANSPORTS)[number];

const INVALID_JSON = [
  '{',
  '{"a":',
  '{"title":"x",}',
  "{'a':1}",
  'nul',
  '{"a":1}garbage',
  '\u0000',
  '[1,2',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{"a":01}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];
const PRIMITIVE_BODIES = ['null', '0', '"text"', '[]', 'true', '[{}]', '""', '-1', '1e999'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  '*/*',
  'application/json, text/plain',
  'multipart/mixed; boundary=x',
  'application/octet-stream',
  'text/json',
];
const NO_BOUNDARY = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; charset=utf-8',
  'multipart/form-data;boundary',
];

interface Encoded {
  payload?: string | Buffer;
  contentType?: string;
  label: string;
}

/** The body in one of the route's own formats. */
function encodeBody(format: BodyFormat, body: unknown, file: Part, raws: string[]): Encoded {
  if (body === undefined)
    return { contentType: format.contentType, label: `${format.contentType}, no body` };
  if (format.contentType.startsWith('multipart/')) {
    const form = multipartBody(formParts(body, file, raws));
    return { payload: form.payload, contentType: form.contentType, label: 'multipart' };
  }
  return { payload: jsonText(body, raws), contentType: 'application/json', label: 'json' };
}

/** The body sent in a broken or unexpected way. */
function encodeTransport(
  transport: Transport,
  n: number,
  body: unknown,
  file: Part,
  extra: Part[],
  raws: string[],
): Encoded {
  const json = jsonText(body ?? {}, raws);
  switch (transport) {
    case 'invalidJson':
      return {
        payload: pick(INVALID_JSON, n),
        contentType: 'application/json',
        label: `invalid JSON ${describe(pick(INVALID_JSON, n))}`,
      };
    case 'emptyBody':
      return {
        payload: n % 2 === 0 ? '' : undefined,
        contentType: 'application/json',
        label: 'empty JSON body',
      };
    case 'primitiveBody':
      return {
        payload: pick(PRIMITIVE_BODIES, n),
        contentType: 'application/json',
        label: `JSON body ${pick(PRIMITIVE_BODIES, n)}`,
      };
    case 'wrongContentType':
      return {
        payload: json,
        contentType: pick(WRONG_CONTENT_TYPES, n),
        label: `content-type ${pick(WRONG_CONTENT_TYPES, n)}`,
      };
    case 'noContentType':
      return { payload: json, label: 'JSON without content-type' };
    case 'multipartNoBoundary': {
      const form = multipartBody(formParts(body, file, raws));
      const type = pick(NO_BOUNDARY, n);
      return {
        payload: n % 3 === 0 ? '' : form.payload,
        contentType: type,
        label: `multipart without boundary (${type})`,
      };
    }
    case 'multipartRandom':
      return randomMultipart(body, file, extra, n, raws);
    case 'multipartMalformed':
      return malformedMultipart(body, file, n, raws);
    case 'oversized':
      return {
        payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
        contentType: 'application/json',
        label: '1.1 MB JSON body',
      };
  }
}

function randomMultipart(
  body: unknown,
  file: Part,
  extra: Part[],
  n: number,
  raws: string[],
): Encoded {
  const parts = [...formParts(body, file, raws), ...extra];
  if (n % 4 === 0) parts.push(file);
  if (n % 5 === 0) parts.push(...parts); // every field twice
  const boundary = n % 7 === 0 ? 'b'.repeat(200) : `fuzz${n}`;
  const form = multipartBody(parts, boundary);
  return {
    payload: form.payload,
    contentType: form.contentType,
    label: `multipart with ${extra.length} random fields${n % 4 === 0 ? ' and a file' : ''}`,
  };
}

function malformedMultipart(body: unknown, file: Part, n: number, raws: string[]): Encoded {
  const form = multipartBody(formParts(body, file, raws));
  const text = form.payload.toString('latin1');
  const variants: [string, string][] = [
    [text.slice(0, Math.floor(text.length / 2)), 'truncated'],
    [text.replace(`--${form.boundary}--`, ''), 'no closing boundary'],
    [text.replaceAll('\r\n', '\n'), 'LF line ends'],
    [text.replace(/Content-Disposition: form-data; /g, ''), 'no Content-Disposition'],
    [text.replace(/ name="[^"]*"/, ''), 'part without a name'],
    [text.replaceAll(form.boundary, 'other-boundary'), 'boundary mismatch'],
    ['garbage\r\n\r\n\u0000\u0001', 'garbage'],
  ];
  const [payload, label] = pick(variants, n);
  return {
    payload: Buffer.from(payload, 'latin1'),
    contentType: form.contentType,
    label: `malformed multipart (${label})`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Path, query and header values

const BAD_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '2147483647',
  '9007199254740993',
  '1e3',
  '1.5',
  'abc',
  '%00',
  '%20',
  '0x1A',
  '%201',
  '%EF%BC%91',
  '1'.repeat(400),
  '..%2F..%2Fetc%2Fpasswd',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '+1',
  '1%00',
  '%zz',
  '%F0%9F%98%80',
  'x.webp%00.png',
];
const BAD_HEADER_VALUES = [
  '',
  'not-a-uuid',
  'F0F0F0F0-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5000),
  '12345678123412341234123456789012',
  "'; DROP TABLE carts; --",
  ' 8f0e2c4a-1b2c-4d3e-9f00-112233445566 ',
];
const JUNK_QUERIES = [
  'a=%00',
  'id=-1&id=2',
  '__proto__[admin]=1',
  `q=${'a'.repeat(5000)}`,
  '%zz',
  'limit=1e15&page=-1',
  'constructor.prototype.admin=1',
  '&&&==',
];
const JUNK_HEADERS: Record<string, string>[] = [
  { 'content-encoding': 'gzip' },
  { 'x-forwarded-for': 'not an address' },
  { accept: 'text/html' },
  { 'accept-encoding': 'br, gzip;q=x' },
  { 'x-http-method-override': 'DELETE' },
  { cookie: 'session=%00' },
];

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD) without ever throwing. */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Header values keep to what HTTP carries (printable Latin-1 and tab). */
function headerText(value: unknown): string {
  return fieldText(value, []).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

// ---------------------------------------------------------------------------------------------------
// Request plans: everything one request needs, generated by fast-check

type Mode = 'valid' | 'mutate' | 'transport' | 'params';
type Auth = 'admin' | 'none' | 'garbage';

interface Plan {
  mode: Mode;
  format: number;
  body: unknown;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  mutations: Mutation[];
  transport: Transport;
  pick: number;
  auth: Auth;
  file: FilePlan;
  extraParts: Part[];
  consistent: boolean;
  address: string;
}

function paramsArb(
  list: OpenApiParameter[],
  ctx: GenContext,
): fc.Arbitrary<Record<string, unknown>> {
  return objectArb(
    {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? { type: 'string' }])),
      required: list.filter((p) => p.required).map((p) => p.name),
    },
    ctx,
  );
}

function bodyArb(route: Route, ctx: GenContext): fc.Arbitrary<{ format: number; body: unknown }> {
  if (route.bodies.length === 0) return fc.constant({ format: -1, body: undefined });
  return fc.oneof(
    ...route.bodies.map((format, i) =>
      valueArb(format.schema, ctx, '').map((body) => ({ format: i, body })),
    ),
  );
}

function modeArb(route: Route): fc.Arbitrary<Mode> {
  const hasBody = route.bodies.length > 0;
  return fc.oneof(
    { arbitrary: fc.constant<Mode>('valid'), weight: 30 },
    { arbitrary: fc.constant<Mode>('mutate'), weight: 40 },
    { arbitrary: fc.constant<Mode>('transport'), weight: hasBody ? 18 : 6 },
    { arbitrary: fc.constant<Mode>('params'), weight: 12 },
  );
}

/** Admin routes mostly get the admin's token, public routes mostly none; both sometimes garbage. */
function authArb(route: Route): fc.Arbitrary<Auth> {
  const [admin, none, garbage] = route.secured ? [88, 4, 8] : [4, 88, 8];
  return fc.oneof(
    { arbitrary: fc.constant<Auth>('admin'), weight: admin },
    { arbitrary: fc.constant<Auth>('none'), weight: none },
    { arbitrary: fc.constant<Auth>('garbage'), weight: garbage },
  );
}

/**
 * Mostly a client address of its own (per-address limits would otherwise answer 429 to most public
 * writes and hide the handlers behind them), sometimes the one shared address, so the limits are hit too.
 */
const addressArb = fc.oneof(
  {
    arbitrary: fc
      .nat({ max: 2 ** 24 - 1 })
      .map((n) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`),
    weight: 6,
  },
  { arbitrary: fc.nat({ max: 65_535 }).map((n) => `fd00::${n.toString(16)}`), weight: 1 },
  { arbitrary: fc.constant('127.0.0.1'), weight: 3 },
);

function planArb(route: Route, pools: Pools): fc.Arbitrary<Plan> {
  const ctx: GenContext = { route, pools, path: [] };
  return fc
    .record({
      mode: modeArb(route),
      body: bodyArb(route, ctx),
      params: paramsArb(route.params, ctx),
      query: paramsArb(route.query, ctx),
      headers: paramsArb(route.headers, ctx),
      mutations: mutationsArb,
      transport: fc.constantFrom(...TRANSPORTS),
      pick: fc.nat(),
      auth: authArb(route),
      file: fc.record({
        kind: fc.oneof(
          { arbitrary: fc.constant('png' as const), weight: 4 },
          fc.constantFrom(...FILE_KINDS),
        ),
        bytes: fc.uint8Array({ maxLength: 4096 }),
        pick: fc.nat(),
      }),
      extraParts: fc.array(
        fc.record({
          name: fc.string({ maxLength: 12 }),
          value: fc.string({ unit: 'binary', maxLength: 64 }),
        }),
        { maxLength: 5 },
      ),
      consistent: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      address: addressArb,
    })
    .map(({ body, ...rest }) => ({ ...rest, format: body.format, body: body.body }));
}

// ---------------------------------------------------------------------------------------------------
// Plan → request

interface Session {
  app: FastifyInstance;
  capture: LogCapture;
  pools: Pools;
  fixtures: Fixtures;
  /** "Bearer <token>" of the admin, obtained before any fuzzing of the sign-in route. */
  adminToken: string;
}

function garbageAuth(token: string, n: number): string {
  const jwt = token.replace(/^Bearer /, '');
  const [header = '', payload = ''] = jwt.split('.');
  const variants = [
    'Bearer',
    'Bearer ',
    'Bearer abc',
    'Basic YWRtaW46cGFzcw==',
    `bearer ${jwt}`,
    jwt,
    `${token}x`,
    `Bearer ${header}.${payload}.`,
    `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
    `Bearer ${'a'.repeat(10_000)}`,
    `${token} ${jwt}`,
    `Bearer ${header}.${Buffer.from('{"sub":"1","admin":true}').toString('base64url')}.${jwt.split('.')[2] ?? ''}`,
  ];
  return pick(variants, n);
}

function buildRequest(route: Route, plan: Plan, session: Session): FuzzRequest {
  const raws: string[] = [];
  const notes: string[] = [plan.mode];
  const values = {
    params: { ...plan.params },
    query: { ...plan.query },
    headers: { ...plan.headers },
  };
  let body = plan.body;
  if (plan.consistent && (plan.mode === 'valid' || plan.pick % 2 === 0)) {
    body = consistent(body, session.pools);
    values.query = consistent(values.query, session.pools) as Record<string, unknown>;
    const cartId = isNumber(values.params.id)
      ? session.pools.lineCarts.get(values.params.id)
      : undefined;
    if (cartId && 'x-cart-id' in values.headers) values.headers['x-cart-id'] = cartId;
  }
  if (plan.mode === 'mutate' && route.bodies.length > 0) {
    for (const m of plan.mutations) {
      const result = mutate(body, m, raws);
      body = result.value;
      notes.push(result.note);
    }
  } else if (plan.mode === 'mutate' || plan.mode === 'params') {
    notes.push(breakParameter(route, plan, values, raws));
  }

  const headers: Record<string, string> = {};
  if (plan.auth === 'admin') headers.authorization = session.adminToken;
  if (plan.auth === 'garbage') headers.authorization = garbageAuth(session.adminToken, plan.pick);
  if (plan.auth !== (route.secured ? 'admin' : 'none')) notes.push(`auth ${plan.auth}`);
  for (const [name, value] of Object.entries(values.headers)) {
    if (value !== undefined) headers[name] = headerText(value);
  }
  if (plan.mode === 'params' && plan.pick % 5 === 0)
    Object.assign(headers, pick(JUNK_HEADERS, plan.pick));

  const file = filePart(plan.file, session.fixtures);
  const format = route.bodies[plan.format];
  let encoded: Encoded | undefined;
  if (plan.mode === 'transport') {
    encoded = encodeTransport(plan.transport, plan.pick, body, file, plan.extraParts, raws);
  } else if (format) {
    encoded = encodeBody(format, body, file, raws);
  }
  if (encoded) {
    notes.push(encoded.label);
    if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
  }
  if (isRecord(body) && Object.values(body).includes(FILE_MARKER))
    notes.push(`file ${plan.file.kind}`);
  return {
    method: route.method,
    url: buildUrl(route, values, plan, raws),
    headers,
    payload: encoded?.payload,
    remoteAddress: plan.address,
    note: notes.join('; '),
  };
}

/** Replaces one path parameter, header or the query with a bad value; returns the note. */
function breakParameter(
  route: Route,
  plan: Plan,
  values: {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
  },
  raws: string[],
): string {
  const targets = [
    ...route.params.map((p) => ['params', p.name] as const),
    ...route.query.map((p) => ['query', p.name] as const),
    ...route.headers.map((p) => ['headers', p.name] as const),
  ];
  const target = targets.length > 0 ? pick(targets, plan.pick) : undefined;
  if (!target) return 'junk query';
  const [where, name] = target;
  const m = plan.mutations[0];
  if (where === 'headers') {
    if (plan.pick % 4 === 0) {
      values.headers[name] = undefined; // not sent
      return `no ${name} header`;
    }
    const value = pick(BAD_HEADER_VALUES, Math.floor(plan.pick / 4));
    values.headers[name] = value;
    return `header ${name}=${describe(value)}`;
  }
  if (plan.mode === 'params' || !m) {
    const segment = pick(BAD_SEGMENTS, Math.floor(plan.pick / 3));
    values[where][name] = new RawSegment(segment);
    return `${where === 'params' ? 'path' : 'query'} ${name}=${segment.length > 40 ? `${segment.slice(0, 20)}… (${segment.length} chars)` : segment}`;
  }
  const { value, label } =
    m.op === 'drop' || m.op === 'extraField'
      ? labelled('')
      : replacement(m, values[where][name], raws);
  values[where][name] = value;
  return `${where === 'params' ? 'path' : 'query'} ${name}=${label}`;
}

/** A path or query value already in URL form, sent as it is (e.g. "%zz", "%00"). */
class RawSegment {
  constructor(readonly text: string) {}
}

function urlValue(value: unknown, raws: string[]): string {
  return value instanceof RawSegment ? value.text : encodeSegment(fieldText(value, raws));
}

function buildUrl(
  route: Route,
  values: { params: Record<string, unknown>; query: Record<string, unknown> },
  plan: Plan,
  raws: string[],
): string {
  const pathname = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    urlValue(values.params[name], raws),
  );
  const pairs = Object.entries(values.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeSegment(name)}=${urlValue(value, raws)}`);
  if (
    (plan.mode === 'params' &&
      route.params.length + route.query.length + route.headers.length === 0) ||
    plan.pick % 23 === 0
  ) {
    pairs.push(pick(JUNK_QUERIES, plan.pick));
  }
  return pairs.length > 0 ? `${pathname}?${pairs.join('&')}` : pathname;
}

// ---------------------------------------------------------------------------------------------------
// Sending and checking

function newStats(route: Route): RouteStats {
  return {
    method: route.method,
    path: route.path,
    requests: 0,
    statuses: {},
    serverErrors: 0,
    badErrorBodies: 0,
    injectErrors: 0,
    seconds: 0,
    serverErrorExamples: [],
    badBodyExamples: [],
    causes: new Map(),
  };
}

function hasMessage(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

const truncate = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function exampleOf(
  request: FuzzRequest,
  status: Example['status'],
  response: string,
  cause?: string,
): Example {
  const headers = { ...request.headers };
  if (headers.authorization) headers.authorization = truncate(headers.authorization, 60);
  const body = request.payload === undefined ? '' : Buffer.from(request.payload).toString('utf8');
  return {
    request: {
      method: request.method,
      url: truncate(request.url),
      remoteAddress: request.remoteAddress,
      headers,
      body: truncate(body),
    },
    note: request.note,
    status,
    response: truncate(response),
    cause,
  };
}

/** The error the app logged for the request just sent, e.g. "RangeError: … (at money.ts:37 ← …)". */
function loggedCause(lines: string[]): string | undefined {
  for (const line of lines) {
    let entry: {
      level?: number;
      msg?: string;
      err?: { type?: string; message?: string; stack?: string };
    };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40) continue;
    const err = entry.err;
    if (!err) return entry.msg;
    const stack = err.stack ?? '';
    const frames = projectFrames(stack);
    return `${err.type ?? 'Error'}: ${shortMessage(err.message ?? '', stack)}${frames ? ` (at ${frames})` : ''}`;
  }
  return undefined;
}

/**
 * A database error's message holds the whole query and its parameters: keep the statement and table,
 * and the driver's reason from the "caused by:" part of the stack.
 */
function shortMessage(message: string, stack: string): string {
  const first = message.split('\n')[0] ?? '';
  const reason = [...stack.matchAll(/^caused by: (.*)$/gm)].pop()?.[1];
  const statement = first.match(/^Failed query: (\w+)/)?.[1];
  if (!statement) return `${first.slice(0, 200)}${reason ? ` … caused by: ${reason}` : ''}`;
  const table = first.match(/(?:into|update|from) ("\w+")/)?.[1] ?? '';
  return `Failed query: ${statement} ${table}${reason ? ` … caused by: ${reason.slice(0, 200)}` : ''}`;
}

/** The first two stack frames in the project's own code (apps/api/src or packages/domain/src). */
function projectFrames(stack: string): string {
  const frames = [...stack.matchAll(/((?:apps\/api|packages\/domain)\/src\/[^:)\s]+:\d+)/g)].map(
    (m) => m[1],
  );
  return frames.slice(0, 2).join(' ← ');
}

/** Numbers vary from request to request; a cause is the same cause with other numbers. */
const causeKey = (cause: string) => cause.replace(/\d+(\.\d+)?(e[+-]?\d+)?/gi, 'N');

async function send(session: Session, request: FuzzRequest, stats: RouteStats) {
  session.capture.clear();
  stats.requests += 1;
  let response: LightMyRequestResponse;
  try {
    response = await session.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: request.remoteAddress,
    });
  } catch (error) {
    stats.injectErrors += 1;
    bump(stats.statuses, 'inject-error');
    if (stats.serverErrorExamples.length < SHOW) {
      stats.serverErrorExamples.push(exampleOf(request, 'inject error', String(error)));
    }
    return;
  }
  const status = response.statusCode;
  bump(stats.statuses, String(status));
  if (TRACE)
    console.log(
      `${status} ${request.method} ${truncate(request.url, 100)} [${truncate(request.note, 200)}] → ${truncate(response.body, 200)}`,
    );
  if (status >= 500) recordServerError(session, request, response, stats);
  if (status >= 400 && !hasMessage(response.body)) {
    stats.badErrorBodies += 1;
    if (stats.badBodyExamples.length < SHOW)
      stats.badBodyExamples.push(exampleOf(request, status, response.body));
  }
}

function recordServerError(
  session: Session,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  stats: RouteStats,
) {
  stats.serverErrors += 1;
  const cause =
    loggedCause(session.capture.lines) ?? `(nothing logged) ${truncate(response.body, 120)}`;
  const key = causeKey(cause);
  const example = exampleOf(request, response.statusCode, response.body, cause);
  const entry = stats.causes.get(key) ?? {
    route: `${stats.method} ${stats.path}`,
    cause,
    count: 0,
    inputs: [],
    example,
  };
  entry.count += 1;
  if (entry.inputs.length < 3 && !entry.inputs.includes(request.note))
    entry.inputs.push(request.note);
  stats.causes.set(key, entry);
  if (stats.serverErrorExamples.length < SHOW) stats.serverErrorExamples.push(example);
}

function bump(histogram: Record<string, number>, key: string) {
  histogram[key] = (histogram[key] ?? 0) + 1;
}

/** A seed per route and batch, so one route's requests do not depend on which other routes ran. */
function batchSeed(route: Route, batch: number): number {
  let hash = 2166136261 ^ SEED;
  for (const char of `${route.key}#${batch}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

let stopping = false;

async function fuzzRoute(
  session: Session,
  auth: Record<string, string>,
  route: Route,
): Promise<RouteStats> {
  const stats = newStats(route);
  const started = performance.now();
  for (let done = 0, batch = 0; done < PER_ROUTE && !stopping; batch += 1) {
    await reseed(session.app, auth, session.pools, session.fixtures);
    const numRuns = Math.min(BATCH, PER_ROUTE - done);
    const plans = fc.sample(planArb(route, session.pools), {
      seed: batchSeed(route, batch),
      numRuns,
    });
    for (const plan of plans) {
      if (stopping) break;
      await send(session, buildRequest(route, plan, session), stats);
    }
    done += numRuns;
  }
  stats.seconds = Math.round(performance.now() - started) / 1000;
  return stats;
}

// ---------------------------------------------------------------------------------------------------
// Report

const histogramText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

function printHeader() {
  console.log(
    `${'method'.padEnd(7)}${'path'.padEnd(38)}${'requests'.padStart(9)}${'5xx'.padStart(6)}` +
      `${'no msg'.padStart(8)}${'secs'.padStart(7)}  statuses`,
  );
}

function printRow(stats: RouteStats) {
  console.log(
    `${stats.method.padEnd(7)}${stats.path.padEnd(38)}${String(stats.requests).padStart(9)}` +
      `${String(stats.serverErrors).padStart(6)}${String(stats.badErrorBodies).padStart(8)}` +
      `${stats.seconds.toFixed(1).padStart(7)}  ${histogramText(stats.statuses)}`,
  );
}

function printExamples(title: string, all: RouteStats[], examplesOf: (s: RouteStats) => Example[]) {
  const withExamples = all.filter((s) => examplesOf(s).length > 0);
  if (withExamples.length === 0) return;
  console.log(`\n${title}`);
  for (const stats of withExamples) {
    console.log(`\n  ${stats.method} ${stats.path}`);
    for (const example of examplesOf(stats)) {
      const { request } = example;
      console.log(`    → ${request.method} ${request.url} from ${request.remoteAddress}`);
      console.log(`      input:   ${example.note}`);
      console.log(`      headers: ${JSON.stringify(request.headers)}`);
      console.log(`      body:    ${JSON.stringify(request.body)}`);
      console.log(`      answer:  ${example.status} ${example.response}`);
      if (example.cause) console.log(`      logged:  ${example.cause}`);
    }
  }
}

function printCauses(causes: Cause[]) {
  if (causes.length === 0) return;
  console.log('\nDistinct 5xx causes (route, logged error, count, sample inputs):');
  for (const cause of causes) {
    const { request } = cause.example;
    console.log(`\n  ${cause.route} × ${cause.count}\n    ${cause.cause}`);
    for (const input of cause.inputs) console.log(`    input: ${truncate(input, 200)}`);
    console.log(
      `    e.g.:  ${request.method} ${truncate(request.url, 100)} ${truncate(JSON.stringify(request.body), 200)}`,
    );
  }
}

function writeReport(all: RouteStats[], causes: Cause[], meta: Record<string, unknown>) {
  const totals = {
    requests: sum(all, (s) => s.requests),
    routes: all.length,
    serverErrors: sum(all, (s) => s.serverErrors),
    badErrorBodies: sum(all, (s) => s.badErrorBodies),
    injectErrors: sum(all, (s) => s.injectErrors),
  };
  const routes = all.map(({ causes: routeCauses, ...rest }) => ({
    ...rest,
    causes: [...routeCauses.values()],
  }));
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify({ ...meta, totals, causes, routes }, null, 2)}\n`);
  return totals;
}

const sum = (all: RouteStats[], of: (s: RouteStats) => number) =>
  all.reduce((total, s) => total + of(s), 0);

// ---------------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = Date.now();
  const fixtures = await makeFixtures();
  const target = await openTarget();
  const onSignal = () => {
    console.log('\nStopping after the current request; the partial report follows.');
    stopping = true;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const all: RouteStats[] = [];
  try {
    // The admin token comes first: fuzzing the sign-in route may lock the admin's address out.
    const auth = await adminAuthHeader(target.app);
    const session: Session = {
      ...target,
      pools: emptyPools(),
      fixtures,
      adminToken: auth.authorization,
    };
    const routes = await readRoutes(target.app);
    console.log(
      `fuzz: ${routes.length} routes × ${PER_ROUTE} requests on ${DB_LABEL} (${target.databaseName}), ` +
        `seed ${SEED} (FUZZ_SEED=${SEED} replays this run)\n`,
    );
    printHeader();
    for (const route of routes) {
      if (stopping) break;
      const stats = await fuzzRoute(session, auth, route);
      all.push(stats);
      printRow(stats);
    }
  } finally {
    await target.close();
  }

  const causes = all.flatMap((s) => [...s.causes.values()]).sort((a, b) => b.count - a.count);
  printExamples(
    'First 5xx answers per route (replay with the request shown):',
    all,
    (s) => s.serverErrorExamples,
  );
  printCauses(causes);
  printExamples(
    'First error answers without a JSON `message` per route:',
    all,
    (s) => s.badBodyExamples,
  );
  const seconds = (Date.now() - started) / 1000;
  const totals = writeReport(all, causes, {
    database: DB_LABEL,
    seed: SEED,
    perRoute: PER_ROUTE,
    seconds,
    finishedAt: new Date().toISOString(),
  });
  if (totals.injectErrors > 0)
    console.log(
      `\n${totals.injectErrors} requests could not be sent (inject threw); see the examples.`,
    );
  console.log(`\nReport: ${path.relative(ROOT, REPORT_FILE)} (${seconds.toFixed(1)} s)`);
  console.log(
    `fuzz: ${totals.requests} requests over ${totals.routes} routes, 5xx: ${totals.serverErrors}, ` +
      `error bodies without message: ${totals.badErrorBodies}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('fuzz: could not run:', error);
    process.exit(1);
  },
);
