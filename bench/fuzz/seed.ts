/** Seed data and the pools of existing ids, topped up through the API as the fuzzing deletes rows. */
import { toPaisa } from '@shop/domain/money';
import { NO_COD_RULES, withCashOnDelivery } from '@shop/domain/cod-rules';
import { computeTotals } from '@shop/domain/pricing';
import { type FastifyInstance } from 'fastify';
import { hugePngHeader, pngOf } from '../../apps/api/src/test/images';
import { multipartBody } from './encodings';
import { isRecord, type Fixtures, type Pools } from './types';

export async function makeFixtures(): Promise<Fixtures> {
  return {
    png: await pngOf(1, 1),
    pngs: [await pngOf(40, 40), await pngOf(30, 60), await pngOf(64, 32)],
    bomb: hugePngHeader(60_000, 60_000),
  };
}

export function emptyPools(): Pools {
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
export const isNumber = (value: unknown): value is number => typeof value === 'number';
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
export async function reseed(
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
export function consistent(body: unknown, pools: Pools): unknown {
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
    // The fuzzed shop has no COD rules: no fee, the cash rounded down to whole rupees (issue #29).
    const totals = withCashOnDelivery(
      computeTotals({ lines, discountPercent: pools.discounts.get(code) ?? null }),
      NO_COD_RULES.fee,
    );
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
