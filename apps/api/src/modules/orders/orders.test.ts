import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { outboxEmails } from '../../db/schema/outbox-emails';
import { products } from '../../db/schema/products';
import { adminAuthHeader, setUpTestApp, setUpTestAppWithoutSignIn } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { insertTestProduct, TEST_SHIPPING_INFO, testOrderPayload } from '../demo/test-fixtures';

const shippingInfo = TEST_SHIPPING_INFO;

interface OrderBody {
  id: number;
  cartItems: Record<string, unknown>[];
  totalPrice: number;
  deliveryFee: number;
  grandTotal: number;
  originalTotal: number;
  discount: number;
  couponCode: string | null;
  shippingInfo: typeof shippingInfo;
  createdAt: string;
}

describe('orders', () => {
  const t = setUpTestApp();

  beforeAll(async () => {
    await t.db.insert(coupons).values({ couponCode: 'WELCOME10', discount: 10 });
  });
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  const place = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shipping/create', payload });
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]?.quantity;

  it('prices the order from the database, copies each line and takes the stock', async () => {
    const earrings = await insertTestProduct(t.db, {
      priceRupees: 1500,
      discountedRupees: 1200,
      colourStock: { gold: 5, silver: 5 },
    });
    const bag = await insertTestProduct(t.db, {
      title: 'Tan leather tote',
      type: 'Bags',
      subType: null,
      priceRupees: 999.5,
      quantity: 3,
      images: ['33333333-3333-4333-8333-333333333333.webp'],
      imageColors: ['tan'],
    });
    // 2 × 1200 + 999.50 = 3399.50: above 2999, so delivery is free; the rider collects whole
    // rupees, rounded in the shopper's favour (issue #29).
    const response = await place({
      shippingInfo,
      cartItems: [
        // The spec's client sends its own title and price; they are ignored.
        { id: earrings.id, selectedColor: 'silver', quantity: 2, title: 'x', price: 1 },
        { id: bag.id, selectedColor: 'tan', quantity: 1 },
      ],
      totalPrice: 3399.5,
      deliveryFee: 0,
      grandTotal: 3399,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<{ order: OrderBody }>();
    expect(Object.keys(order).sort()).toEqual(
      [
        'cartItems',
        'couponCode',
        'createdAt',
        'deliveryFee',
        'discount',
        'grandTotal',
        'id',
        'originalTotal',
        'shippingInfo',
        'cityId',
        'totalPrice',
        'number',
        'status',
        'statusChangedAt',
        'courier',
        'trackingNumber',
        'trackingToken',
        'shopperConfirmedAt',
        'codFee',
        'rounding',
      ].sort(),
    );
    expect(order).toMatchObject({
      number: expect.stringMatching(/^ZB-\d{5,}$/),
      status: 'pending',
      trackingToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(order).toMatchObject({
      shippingInfo,
      couponCode: null,
      discount: 0,
      originalTotal: 3399.5,
      totalPrice: 3399.5,
      deliveryFee: 0,
      codFee: 0,
      rounding: -0.5,
      grandTotal: 3399,
    });
    expect(order.cartItems).toEqual([
      {
        id: earrings.id,
        title: 'Gold hoop earrings',
        price: 1200,
        quantity: 2,
        selectedColor: 'silver',
        variantId: expect.any(Number),
        sku: `P${earrings.id}-SILVER`,
        variant: 'silver',
        imageToShow: '22222222-2222-4222-8222-222222222222.webp',
        type: 'Jewelry',
        sub_type: 'Earrings',
        lineTotal: 2400,
      },
      {
        id: bag.id,
        title: 'Tan leather tote',
        price: 999.5,
        quantity: 1,
        selectedColor: 'tan',
        variantId: expect.any(Number),
        sku: `P${bag.id}-TAN`,
        variant: 'tan',
        imageToShow: '33333333-3333-4333-8333-333333333333.webp',
        type: 'Bags',
        sub_type: null,
        lineTotal: 999.5,
      },
    ]);
    expect(await stockOf(earrings.id)).toBe(8);
    expect(await stockOf(bag.id)).toBe(2);
    await expectLedgerAddsUp(t.db);
  });

  it('applies a coupon by code and the delivery fee, and accepts JSON-encoded fields', async () => {
    const ring = await insertTestProduct(t.db, {
      title: 'Silver band',
      priceRupees: 2000,
      colourStock: { silver: 10 },
    });
    // 2000 − 10% = 1800, not above 2999: delivery 199, grand total 1999.
    const response = await place({
      shippingInfo: JSON.stringify(shippingInfo),
      cartItems: JSON.stringify([
        JSON.stringify({ id: ring.id, selectedColor: 'Silver ', quantity: '1' }),
      ]),
      totalPrice: '1800',
      deliveryFee: '199',
      grandTotal: '1999',
      couponCode: 'welcome10',
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<{ order: OrderBody }>();
    expect(order).toMatchObject({
      couponCode: 'WELCOME10',
      discount: 10,
      originalTotal: 2000,
      totalPrice: 1800,
      deliveryFee: 199,
      grandTotal: 1999,
    });
    // The colour as the product names it, and its picture.
    expect(order.cartItems[0]).toMatchObject({
      selectedColor: 'silver',
      imageToShow: '22222222-2222-4222-8222-222222222222.webp',
    });
  });

  it('refuses a colour the product does not come in with 400 naming the line, and takes none in stock', async () => {
    const ring = await insertTestProduct(t.db, { title: 'Silver band', priceRupees: 2000 });
    const line = { id: ring.id, selectedColor: 'To pay: PKR 0 - pay JazzCash', quantity: 1 };
    const response = await place(testOrderPayload(ring, {}, { cartItems: [line] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldRefusal(
        'cartItems.0.selectedColor',
        'Silver band comes in gold, silver. Please choose one of them.',
      ),
    );
    expect(await stockOf(ring.id)).toBe(10);
  });

  it.each(['0300-1234567', '+92 300 1234567', '0092 300 1234567'])(
    'takes the phone %j as people write it and keeps 03XXXXXXXXX',
    async (phone) => {
      const ring = await insertTestProduct(t.db, { priceRupees: 2000 });
      const response = await place(testOrderPayload(ring, { phone }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().order.shippingInfo.phone).toBe('03001234567');
    },
  );

  it('takes no colour for a product that has the first colour, as the product page selects it', async () => {
    const ring = await insertTestProduct(t.db, { priceRupees: 2000 });
    const response = await place(testOrderPayload(ring));
    expect(response.statusCode).toBe(201);
    expect(response.json().order.cartItems[0].selectedColor).toBe('gold');
  });

  it('refuses an unknown coupon with 400 naming couponCode', async () => {
    const ring = await insertTestProduct(t.db, { priceRupees: 2000 });
    const response = await place(testOrderPayload(ring, {}, { couponCode: 'NOPE' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldRefusal('couponCode', 'Invalid coupon or no discount available.'),
    );
    expect(await stockOf(ring.id)).toBe(10);
  });

  it('validates the shipping form with its own messages', async () => {
    const ring = await insertTestProduct(t.db);
    const response = await place(testOrderPayload(ring, { phone: '0300123' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'shippingInfo.phone: Phone number must be 11 digits',
    });

    const empty = await place({
      shippingInfo,
      cartItems: [],
      totalPrice: 0,
      deliveryFee: 0,
      grandTotal: 0,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'cartItems: The cart is empty' });

    const noTotal = await place({ shippingInfo, cartItems: [{ id: ring.id, quantity: 1 }] });
    expect(noTotal.statusCode).toBe(400);
    expect(noTotal.json()).toMatchObject({
      fieldErrors: { grandTotal: 'Grand total is required' },
    });
  });

  it('answers 409 with the new total when the prices changed, and keeps the stock', async () => {
    const pendant = await insertTestProduct(t.db, { title: 'Pearl pendant', priceRupees: 3500 });
    // The cart still shows the old price, Rs 3,000.
    const response = await place(testOrderPayload({ id: pendant.id, priceRupees: 3000 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Prices have changed. Please review your cart. The new total is PKR 3,500.',
    });
    expect(await stockOf(pendant.id)).toBe(10);
  });

  it('answers 409 when a line asks for more than the stock, each colour its own stock', async () => {
    const anklet = await insertTestProduct(t.db, {
      title: 'Ghungroo anklet',
      priceRupees: 1000,
      colourStock: { gold: 3, silver: 1 },
    });
    const response = await place({
      shippingInfo,
      cartItems: [
        { id: anklet.id, selectedColor: 'gold', quantity: 2 },
        { id: anklet.id, selectedColor: 'silver', quantity: 2 },
      ],
      totalPrice: 4000,
      deliveryFee: 0,
      grandTotal: 4000,
    });
    expect(response.statusCode).toBe(409);
    // Each colour is its own stock: 2 gold of 3 would do, 2 silver of 1 does not.
    expect(response.json()).toEqual({
      message: 'Only 1 left in stock for Ghungroo anklet (silver)',
    });
    expect(await stockOf(anklet.id)).toBe(4);
    await expectLedgerAddsUp(t.db);
  });

  it('answers 409 for a product that no longer exists', async () => {
    const response = await place(testOrderPayload({ id: 987654, priceRupees: 100 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Product 987654 is no longer available. Please remove it from your cart.',
    });
  });

  it('sells the last 5 items to exactly 5 of 50 parallel orders', async () => {
    const bangle = await insertTestProduct(t.db, {
      title: 'Kundan bangle',
      priceRupees: 3200,
      quantity: 5,
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        place(
          testOrderPayload(
            bangle,
            { fullName: `Shopper ${index}` },
            { cartItems: [{ id: bangle.id, selectedColor: 'gold', quantity: 1 }] },
          ),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json<{ message: string }>().message).toBe(
        'Kundan bangle (gold) is out of stock',
      );
    }
    expect(await stockOf(bangle.id)).toBe(0);
    await expectLedgerAddsUp(t.db);
  });

  describe('admin', () => {
    const listOrders = () =>
      t.app.inject({ method: 'GET', url: '/api/shipping/get', headers: t.auth });
    const listedOrders = async () =>
      (await listOrders()).json<{ shipping: OrderBody[] }>().shipping;
    const updateShipping = (id: number, info: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shipping/update/${id}`,
        headers: t.auth,
        payload: { shippingInfo: info },
      });

    it('lists orders newest first with the server totals', async () => {
      const response = await listOrders();
      expect(response.statusCode).toBe(200);
      const { shipping } = response.json<{ shipping: OrderBody[] }>();
      expect(shipping.length).toBe(11);
      const ids = shipping.map((order) => order.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const times = shipping.map((order) => Date.parse(order.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(shipping.at(-1)?.grandTotal).toBe(3399);
    });

    it('updates the shipping information, with 400 and 404 for bad input', async () => {
      const id = (await listedOrders())[0]?.id as number;
      const updated = await updateShipping(id, { ...shippingInfo, city: 'Karachi' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<{ order: OrderBody }>().order.shippingInfo.city).toBe('Karachi');

      const invalid = await updateShipping(id, { ...shippingInfo, city: '' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ message: 'shippingInfo.city: City is required' });

      const unknown = await updateShipping(999999, shippingInfo);
      expect(unknown.statusCode).toBe(404);
    });

    it('keeps an order whole when its product is deleted later', async () => {
      const ring = await insertTestProduct(t.db, { title: 'Retired ring', priceRupees: 3500 });
      const placed = await place(
        testOrderPayload(
          ring,
          {},
          { cartItems: [{ id: ring.id, selectedColor: 'gold', quantity: 1 }] },
        ),
      );
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json<{ order: OrderBody }>().order.id;
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/delete/${ring.id}`,
        headers: t.auth,
      });
      expect(removed.statusCode).toBe(200);

      const order = (await listedOrders()).find((o) => o.id === orderId);
      expect(order?.cartItems).toEqual([
        expect.objectContaining({ id: null, title: 'Retired ring', price: 3500, quantity: 1 }),
      ]);
      expect(order?.grandTotal).toBe(3500);
    });

    it('deletes an order, then answers 404', async () => {
      const id = (await listedOrders())[0]?.id as number;
      const url = `/api/shipping/delete-shipping/${id}`;
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: t.auth });
      expect(deleted.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'DELETE', url, headers: t.auth });
      expect(again.statusCode).toBe(404);
    });

    it('requires a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/shipping/get' });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe.each([
  ['https://zewar.test', { PUBLIC_URL: 'https://zewar.test' }],
  ['the local address without PUBLIC_URL', {}],
] as const)('links in order mails point to %s, whatever Host the request named', (_name, env) => {
  const t = setUpTestAppWithoutSignIn({ env: { ...env, TRUST_PROXY: '127.0.0.1' } });
  const forged = {
    host: 'zewar-pk.evil.example',
    'x-forwarded-host': 'zewar-pk.evil.example',
    'x-forwarded-proto': 'https',
  };

  it('in the shopper’s, the shop’s and the status mails', async () => {
    const ring = await insertTestProduct(t.db, { priceRupees: 3500, quantity: 5 });
    const order = {
      shippingInfo,
      cartItems: [{ id: ring.id, quantity: 1 }],
      totalPrice: 3500,
      deliveryFee: 0,
      grandTotal: 3500,
    };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      remoteAddress: '127.0.0.1',
      headers: forged,
      payload: order,
    });
    expect(placed.statusCode).toBe(201);
    const { id, trackingToken } = placed.json<{ order: { id: number; trackingToken: string } }>()
      .order;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/track/${trackingToken}`,
      remoteAddress: '127.0.0.1',
      headers: forged,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: order,
    });
    const staffChanged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${second.json<{ order: { id: number } }>().order.id}/status`,
      remoteAddress: '127.0.0.1',
      headers: { ...(await adminAuthHeader(t.app)), ...forged },
      payload: { status: 'confirmed' },
    });
    expect(staffChanged.statusCode).toBe(200);

    const mails = await t.db.select().from(outboxEmails);
    const origin = t.config.publicUrl ?? `http://localhost:${t.config.port}`;
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) expect(mail.text).not.toContain('evil');
    const links = mails.flatMap((mail) => mail.text.match(/https?:\/\/[^\s)]+/g) ?? []);
    expect(links).toContain(`${origin}/v1/shipping/${id}`);
    expect(links).toContain(`${origin}/order/${trackingToken}`);
    for (const link of links) expect(link.startsWith(`${origin}/`)).toBe(true);
  });
});
