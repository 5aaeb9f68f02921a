import { beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { adminAuthHeader, setUpTestAppWithoutSignIn } from '../../test/app';
import { LIMIT_STORES, openLimitStore } from '../../test/redis';
import { setUpTestProduct } from '../../test/products';
import { setUpForTests } from '../../test/set-up-for-tests';
import { changeOrderStatus } from '../../test/orders';
import { insertTestProduct, postTestOrder, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

const shippingInfo = TEST_SHIPPING_INFO;

describe('caps on one order', () => {
  const t = setUpTestAppWithoutSignIn({ env: { ORDER_MAX_LINES: '3', ORDER_MAX_QUANTITY: '4' } });
  let product: { id: number };
  beforeAll(async () => {
    const colours = ['gold', 'silver', 'rose', 'black'];
    product = await insertTestProduct(t.db, {
      priceRupees: 1000,
      colourStock: Object.fromEntries(colours.map((colour) => [colour, 100])),
      images: colours.map(
        (_, index) => `${index + 1}`.repeat(8) + '-1111-4111-8111-111111111111.webp',
      ),
      imageColors: colours,
    });
  });

  const order = (cartItems: object[], grandTotal: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: { shippingInfo, cartItems, totalPrice: grandTotal, deliveryFee: 0, grandTotal },
    });

  it('refuses more units of one line than the cap, naming the line', async () => {
    const response = await order([{ id: product.id, selectedColor: 'gold', quantity: 5 }], 5000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        'cartItems.0.quantity': 'You can order at most 4 of one item. For more, please contact us.',
      },
    });
  });

  it('refuses more lines than the cap', async () => {
    const lines = ['gold', 'silver', 'rose', 'black'].map((colour) => ({
      id: product.id,
      selectedColor: colour,
      quantity: 1,
    }));
    const response = await order(lines, 4000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        cartItems: 'An order can have at most 3 items. Please place a second order for the rest.',
      },
    });
  });

  it('accepts an order at the caps', async () => {
    const lines = ['gold', 'silver', 'rose'].map((colour) => ({
      id: product.id,
      selectedColor: colour,
      quantity: 4,
    }));
    expect((await order(lines, 12_000)).statusCode).toBe(201);
  });
});

describe('open orders per phone', () => {
  const t = setUpTestAppWithoutSignIn({ env: { ORDER_MAX_OPEN_PER_PHONE: '2' } });
  const product = setUpTestProduct(t, { priceRupees: 1000, quantity: 500 });

  const order = (phone: string) =>
    postTestOrder(t.app, { id: product.id, priceRupees: 1000, selectedColor: 'gold' }, { phone });

  it('refuses a third order waiting for confirmation, also when they come in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => order('03001112222')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(
      'You already have 2 orders we have not shipped yet. Please wait for them, cancel one from the links we sent you, or contact us, before placing another.',
    );
    expect((await order('03009998888')).statusCode).toBe(201);
  });

  it('still counts an order the shop confirmed, and takes orders again once one is shipped', async () => {
    const [first, second] = await t.db.query.orders.findMany({
      where: (orders, { eq }) => eq(orders.phoneKey, '+923001112222'),
      orderBy: (orders, { asc }) => asc(orders.id),
    });
    const staff = await adminAuthHeader(t.app);
    const move = (id: number | undefined, payload: object) =>
      changeOrderStatus(t.app, staff, id, payload);
    expect((await move(first?.id, { status: 'confirmed' })).statusCode).toBe(200);
    // A confirmed order holds its stock as long as a pending one: it is still open.
    expect((await order('03001112222')).statusCode).toBe(409);
    expect((await move(second?.id, { status: 'cancelled', reason: 'fake' })).statusCode).toBe(200);
    expect((await order('03001112222')).statusCode).toBe(201);
    expect((await order('03001112222')).statusCode).toBe(409);
    const shipped = await move(first?.id, {
      status: 'shipped',
      courier: 'TCS',
      trackingNumber: '7',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await order('03001112222')).statusCode).toBe(201);
  });

  it('caps a phone that is not a Pakistani number by the digits typed', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => order('12345678901')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
  });
});

describe.each(LIMIT_STORES)('limits on public writes counted in %s', (storeName) => {
  const store = setUpForTests(() => openLimitStore(storeName));
  const t = setUpTestAppWithoutSignIn(() => ({
    deps: store.deps,
    env: {
      ...store.env,
      LIMIT_ORDERS_PER_ADDRESS: '6/h',
      LIMIT_ORDERS_PER_PHONE: '3/d',
      LIMIT_REVIEWS_PER_ADDRESS: '2/h',
      LIMIT_CONTACTS_PER_ADDRESS: '2/h',
      LIMIT_CART_WRITES_PER_ADDRESS: '2/m',
      LIMIT_COUPON_LOOKUPS_PER_ADDRESS: '2/h',
      TRUST_PROXY: '127.0.0.1',
    },
  }));
  let productId: number;
  beforeAll(async () => {
    productId = (await insertTestProduct(t.db, { priceRupees: 3500, quantity: 1000 })).id;
    await t.db.insert(coupons).values({ couponCode: 'WELCOME10', discount: 10 });
  });

  const from = (address: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': address },
  });
  const placeOrder = (address: string, phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      ...from(address),
      payload: {
        shippingInfo: { ...shippingInfo, phone },
        cartItems: [{ id: productId, quantity: 1 }],
        totalPrice: 3500,
        deliveryFee: 0,
        grandTotal: 3500,
      },
    });

  it('counts orders per phone however the number is written, across addresses, in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => placeOrder(`198.51.100.${index}`, '03211234567')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: 'Too many orders for this phone number. Please try again in 24 hours.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('counts orders per client address over every phone', async () => {
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await placeOrder('203.0.113.9', `0300111222${index}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    expect((await placeOrder('203.0.113.10', '03001112229')).statusCode).toBe(201);
  });

  it.each([
    [
      'contact messages',
      {
        method: 'POST' as const,
        url: '/api/contact/create',
        payload: { name: 'Bilal', email: 'b@x.pk', phone: '03001234567', message: 'Hi' },
      },
      201,
      'Too many messages from your connection. Please try again in 60 minutes.',
    ],
    [
      'reviews',
      {
        method: 'POST' as const,
        url: '/api/reviews/create',
        payload: { productId: 0, rating: 5, comment: 'Lovely' },
      },
      201,
      'Too many reviews from your connection. Please try again in 60 minutes.',
    ],
    [
      'coupon lookups',
      { method: 'GET' as const, url: '/api/products/coupon/NOPE' },
      404,
      'Too many coupon codes tried. Please try again in 60 minutes.',
    ],
    [
      'cart changes',
      {
        method: 'POST' as const,
        url: '/api/cart/add',
        payload: { productId: 0, quantity: 1 },
        headers: { 'x-cart-id': '5b0f8a1e-3c2d-4e5f-8a9b-0c1d2e3f4a5b' },
      },
      200,
      'Too many cart changes from your connection. Please try again in 1 minute.',
    ],
  ])(
    'limits %s per address with 429, Retry-After and a message',
    async (_name, request, ok, message) => {
      const send = (address: string) => {
        const payload =
          'payload' in request
            ? { ...request.payload, ...('productId' in request.payload ? { productId } : {}) }
            : undefined;
        return t.app.inject({
          method: request.method,
          url: request.url,
          ...(payload ? { payload } : {}),
          remoteAddress: '127.0.0.1',
          headers: { ...('headers' in request ? request.headers : {}), 'x-forwarded-for': address },
        });
      };
      expect((await send('192.0.2.50')).statusCode).toBe(ok);
      expect((await send('192.0.2.50')).statusCode).toBe(ok);
      const refused = await send('192.0.2.50');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('192.0.2.51')).statusCode).toBe(ok);
    },
  );
});
