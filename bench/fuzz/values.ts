/** Valid-looking values generated from the routes' JSON schemas. */
import fc from 'fast-check';
import { TEST_ADMIN } from '../../apps/api/src/test/app';
import type { IdPool, JsonSchema, Pools, Route } from './types';

/** Where a generated value goes: the route, the field path and the pools of existing rows. */
export interface GenContext {
  route: Route;
  pools: Pools;
  path: string[];
}

/** A multipart file field (a property whose schema is empty) is generated as this marker. */
export const FILE_MARKER = '\u0091fuzz-file\u0091';

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

export function valueArb(schema: JsonSchema, ctx: GenContext, name: string): fc.Arbitrary<unknown> {
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

export function objectArb(
  schema: JsonSchema,
  ctx: GenContext,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = valueArb(property, { ...ctx, path: [...ctx.path, key] }, key);
  }
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys });
}
