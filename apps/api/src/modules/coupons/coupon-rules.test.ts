/**
 * Coupon rules (issue #12): the admin API takes and answers them, the storefront's lookup says why a
 * coupon is refused, and every order checks them inside its transaction under the coupon's row lock.
 * Runs on PGlite and on PostgreSQL (the api-pglite and api-postgres projects).
 */
import { toPaisa, toRupees } from '@shop/domain/money';
import { NO_COD_RULES, withCashOnDelivery } from '@shop/domain/cod-rules';
import { computeTotals } from '@shop/domain/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { setUpTestApp } from '../../test/app';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const EXPIRED = 'This coupon has expired.';
const USED_UP = 'This coupon has been used up.';
const USED_BY_PHONE = 'You have already used this coupon.';

describe('coupon rules', () => {
  const t = setUpTestApp();
  let codes = 0;

  const createCoupon = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/products/coupon/create', headers: t.auth, payload });
  const updateCoupon = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/update-coupon/${id}`,
      headers: t.auth,
      payload,
    });

  /** A coupon of 10% with the given rules; its code is new to this file. */
  async function coupon(rules: Record<string, unknown> = {}) {
    codes += 1;
    const response = await createCoupon({ coupon_code: `RULE${codes}`, discount: 10, ...rules });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ coupon: { id: number; coupon_code: string } }>().coupon;
  }

  const lookup = (code: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/products/coupon/${code}${query}` });

  /** One line of a PKR 1,000 product, `quantity` units, with the coupon's 10% in the totals. */
  function orderPayload(
    productId: number,
    options: { quantity?: number; code?: string | null; phone?: string; name?: string } = {},
  ) {
    const quantity = options.quantity ?? 1;
    // No COD rules saved: no fee, the cash rounded down to whole rupees (issue #29).
    const totals = withCashOnDelivery(
      computeTotals({
        lines: [{ unitPrice: toPaisa(1000), quantity }],
        discountPercent: options.code ? 10 : null,
      }),
      NO_COD_RULES.fee,
    );
    return {
      shippingInfo: {
        ...TEST_SHIPPING_INFO,
        fullName: options.name ?? TEST_SHIPPING_INFO.fullName,
        phone: options.phone ?? TEST_SHIPPING_INFO.phone,
      },
      cartItems: [{ id: productId, quantity, selectedColor: 'gold' }],
      totalPrice: toRupees(totals.totalPrice),
      deliveryFee: toRupees(totals.deliveryFee),
      grandTotal: toRupees(totals.grandTotal),
      ...(options.code ? { couponCode: options.code } : {}),
    };
  }
  const place = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/shipping/create', payload });
  const product = (quantity = 100) =>
    insertTestProduct(t.db, { priceRupees: 1000, quantity, unitsSold: 0 });
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]?.quantity;
  const cancel = (orderId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: t.auth,
      payload: { status: 'cancelled', reason: 'fake' },
    });

  describe('in the admin API', () => {
    it('takes the rules (rupees, dates with offsets), answers them and stores whole paisa', async () => {
      const created = await createCoupon({
        coupon_code: 'EIDRULES',
        discount: 15,
        starts_at: '2030-07-01T09:00:00+05:00',
        ends_at: '2030-07-31T23:59:00+05:00',
        min_order_total: '2000.50',
        max_uses: 10,
        one_per_phone: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { coupon: answered } = created.json<{ coupon: { id: number } }>();
      expect(answered).toEqual({
        id: answered.id,
        coupon_code: 'EIDRULES',
        discount: 15,
        starts_at: '2030-07-01T04:00:00.000Z',
        ends_at: '2030-07-31T18:59:00.000Z',
        min_order_total: 2000.5,
        max_uses: 10,
        one_per_phone: true,
        uses: 0,
      });
      const [stored] = await t.db.select().from(coupons).where(eq(coupons.id, answered.id));
      expect(stored?.minOrderTotal).toBe(200050);

      // The spec's client sends code and discount only: the rules it does not know stay.
      const renamed = await updateCoupon(answered.id, { coupon_code: 'EIDRULES2', discount: 20 });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        coupon: { coupon_code: 'EIDRULES2', discount: 20, max_uses: 10, min_order_total: 2000.5 },
      });

      // null or a blank field clears a rule.
      const cleared = await updateCoupon(answered.id, {
        coupon_code: 'EIDRULES2',
        discount: 20,
        starts_at: null,
        ends_at: '',
        min_order_total: null,
        max_uses: '',
        one_per_phone: false,
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({
        coupon: {
          starts_at: null,
          ends_at: null,
          min_order_total: null,
          max_uses: null,
          one_per_phone: false,
        },
      });
    });

    it.each([
      [{ starts_at: 'tomorrow' }, 'starts_at', 'Start must be a date and time'],
      [{ ends_at: '2030-07-01T09:00:00' }, 'ends_at', 'End must be a date and time'],
      [
        { starts_at: '2030-07-02T00:00:00Z', ends_at: '2030-07-01T00:00:00Z' },
        'ends_at',
        'End must be after the start',
      ],
      [
        { starts_at: '2030-07-01T00:00:00Z', ends_at: '2030-07-01T00:00:00Z' },
        'ends_at',
        'End must be after the start',
      ],
      [{ min_order_total: 0 }, 'min_order_total', 'Minimum order total must be greater than 0'],
      [{ min_order_total: -5 }, 'min_order_total', 'Minimum order total must not be negative'],
      [{ min_order_total: 'lots' }, 'min_order_total', 'Minimum order total must be a number'],
      [
        { min_order_total: 10.005 },
        'min_order_total',
        'Minimum order total must have at most 2 decimals',
      ],
      [{ max_uses: 0 }, 'max_uses', 'Total uses must be at least 1'],
      [{ max_uses: 1.5 }, 'max_uses', 'Total uses must be a whole number'],
      [{ max_uses: 5_000_000 }, 'max_uses', 'Total uses must be at most 1,000,000'],
      [{ one_per_phone: 'yes' }, 'one_per_phone', 'One per phone must be true or false'],
    ])('refuses %j with 400 naming %s', async (rules, field, message) => {
      const response = await createCoupon({ coupon_code: 'BADRULE', discount: 10, ...rules });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: `${field}: ${message}`,
        fieldErrors: { [field]: message },
      });
    });

    it('refuses an end before the stored start when only the end is sent', async () => {
      const { id } = await coupon({ starts_at: '2030-07-10T00:00:00Z' });
      const response = await updateCoupon(id, {
        coupon_code: `RULE${codes}`,
        discount: 10,
        ends_at: '2030-07-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { ends_at: 'End must be after the start' },
      });
    });
  });

  describe("in the storefront's lookup", () => {
    it('says a coupon has expired, or when it starts', async () => {
      const expired = await coupon({ ends_at: inHours(-1) });
      const expiredAnswer = await lookup(expired.coupon_code);
      expect(expiredAnswer.statusCode).toBe(409);
      expect(expiredAnswer.json()).toEqual({ message: EXPIRED });

      const later = await coupon({ starts_at: '2099-07-01T04:00:00Z' });
      const laterAnswer = await lookup(later.coupon_code);
      expect(laterAnswer.statusCode).toBe(409);
      expect(laterAnswer.json()).toEqual({
        message: 'This coupon is not valid yet. It starts on 1 July 2099 at 9:00 am.',
      });

      const current = await coupon({ starts_at: inHours(-1), ends_at: inHours(1) });
      const currentAnswer = await lookup(current.coupon_code);
      expect(currentAnswer.statusCode).toBe(200);
      expect(currentAnswer.json()).toEqual({
        coupon: { coupon_code: current.coupon_code, discount: 10 },
      });
    });

    it("checks the least order total against the cart's total when the checkout sends it", async () => {
      const { coupon_code: code } = await coupon({ min_order_total: 2000 });
      const below = await lookup(code, '?total=1999.99');
      expect(below.statusCode).toBe(409);
      expect(below.json()).toEqual({
        message: 'This coupon needs an order of PKR 2,000 or more.',
      });
      expect((await lookup(code, '?total=2000')).statusCode).toBe(200);
      // The spec's client sends no total: the order will check it.
      expect((await lookup(code)).statusCode).toBe(200);
    });

    it('says a coupon is used up, but never whether a phone has used it (the order does)', async () => {
      const item = await product();
      const once = await coupon({ max_uses: 1 });
      const perPhone = await coupon({ one_per_phone: true });
      expect((await lookup(once.coupon_code)).statusCode).toBe(200);
      for (const code of [once.coupon_code, perPhone.coupon_code]) {
        expect((await place(orderPayload(item.id, { code }))).statusCode).toBe(201);
      }

      const usedUp = await lookup(once.coupon_code);
      expect(usedUp.statusCode).toBe(409);
      expect(usedUp.json()).toEqual({ message: USED_UP });

      // The lookup would otherwise tell anyone whether this phone has ordered (issue #23).
      const samePhone = await lookup(perPhone.coupon_code, `?phone=${TEST_SHIPPING_INFO.phone}`);
      expect(samePhone.statusCode).toBe(200);
      expect((await lookup(perPhone.coupon_code, '?phone=03111234567')).statusCode).toBe(200);
      expect((await lookup(perPhone.coupon_code)).statusCode).toBe(200);
      const second = await place(orderPayload(item.id, { code: perPhone.coupon_code }));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        message: USED_BY_PHONE,
        fieldErrors: { couponCode: USED_BY_PHONE },
      });
    });

    it('names the field of a bad total or phone', async () => {
      const { coupon_code: code } = await coupon();
      const total = await lookup(code, '?total=abc');
      expect(total.statusCode).toBe(400);
      expect(total.json()).toMatchObject({ fieldErrors: { total: 'Total must be a number' } });
      const phone = await lookup(code, '?phone=0300');
      expect(phone.statusCode).toBe(400);
      expect(phone.json()).toMatchObject({
        fieldErrors: { phone: 'Phone number must be 11 digits' },
      });
      const unknown = await lookup(code, '?admin=1');
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('when an order is placed', () => {
    /** Places an order refused for its coupon: 409 naming couponCode, no order, no stock taken. */
    async function expectRefused(payload: ReturnType<typeof orderPayload>, message: string) {
      const stockBefore = await stockOf(payload.cartItems[0]?.id ?? 0);
      const response = await place({ ...payload, shippingInfo: { ...payload.shippingInfo } });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message, fieldErrors: { couponCode: message } });
      expect(await stockOf(payload.cartItems[0]?.id ?? 0)).toBe(stockBefore);
    }

    it('stores the coupon it used', async () => {
      const item = await product();
      const { id, coupon_code: code } = await coupon();
      const response = await place(orderPayload(item.id, { code: code.toLowerCase() }));
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: { id: number; couponCode: string } }>();
      expect(order.couponCode).toBe(code);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.couponId).toBe(id);
    });

    it('refuses a coupon outside its dates, and one below its least total', async () => {
      const item = await product();
      const expired = await coupon({ ends_at: inHours(-1) });
      await expectRefused(orderPayload(item.id, { code: expired.coupon_code }), EXPIRED);
      const later = await coupon({ starts_at: '2099-07-01T04:00:00Z' });
      await expectRefused(
        orderPayload(item.id, { code: later.coupon_code }),
        'This coupon is not valid yet. It starts on 1 July 2099 at 9:00 am.',
      );

      // PKR 2,000 is the total before the coupon (10% off would make it 1,800): it is enough.
      const minimum = await coupon({ min_order_total: 2000 });
      await expectRefused(
        orderPayload(item.id, { code: minimum.coupon_code, quantity: 1 }),
        'This coupon needs an order of PKR 2,000 or more.',
      );
      const enough = await place(orderPayload(item.id, { code: minimum.coupon_code, quantity: 2 }));
      expect(enough.statusCode, enough.body).toBe(201);
    });

    it('refuses a used-up coupon until an order that used it is cancelled', async () => {
      const item = await product();
      const { coupon_code: code } = await coupon({ max_uses: 2 });
      const first = await place(orderPayload(item.id, { code }));
      expect(first.statusCode).toBe(201);
      expect((await place(orderPayload(item.id, { code }))).statusCode).toBe(201);
      await expectRefused(orderPayload(item.id, { code }), USED_UP);

      // A cancelled order gives its use back.
      const { order } = first.json<{ order: { id: number } }>();
      expect((await cancel(order.id)).statusCode).toBe(200);
      expect((await place(orderPayload(item.id, { code }))).statusCode).toBe(201);
      await expectRefused(orderPayload(item.id, { code }), USED_UP);
    });

    it('refuses a one-per-phone coupon to a phone that used it, whatever the name', async () => {
      const item = await product();
      const { coupon_code: code } = await coupon({ one_per_phone: true });
      const phone = '03215550101';
      const first = await place(orderPayload(item.id, { code, phone, name: 'Sana Malik' }));
      expect(first.statusCode, first.body).toBe(201);
      await expectRefused(
        orderPayload(item.id, { code, phone, name: 'Someone Else' }),
        USED_BY_PHONE,
      );
      // Another phone may use it; the same phone may still order without it.
      expect((await place(orderPayload(item.id, { code, phone: '03215550102' }))).statusCode).toBe(
        201,
      );
      expect((await place(orderPayload(item.id, { phone }))).statusCode).toBe(201);

      // Cancelled, the order gives the phone its use back.
      const { order } = first.json<{ order: { id: number } }>();
      expect((await cancel(order.id)).statusCode).toBe(200);
      expect((await place(orderPayload(item.id, { code, phone }))).statusCode).toBe(201);
    });

    it('refuses a one-per-phone coupon to a phone that is not a Pakistani number', async () => {
      const item = await product();
      const { coupon_code: code } = await coupon({ one_per_phone: true });
      await expectRefused(
        orderPayload(item.id, { code, phone: '12345678901' }),
        'This coupon is for one use per phone, so it needs a Pakistani phone number.',
      );
    });

    // Each order buys its own product: the products' row locks cannot line the orders up, only the
    // coupon's can.
    const ownProducts = (count: number) =>
      Promise.all(Array.from({ length: count }, () => product(1)));

    it('gives exactly one discounted order when 50 shoppers use a one-use coupon at once', async () => {
      const items = await ownProducts(50);
      const { id, coupon_code: code } = await coupon({ max_uses: 1 });
      const responses = await Promise.all(
        items.map((item, index) =>
          place(orderPayload(item.id, { code, name: `Parallel shopper ${index}` })),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({ fieldErrors: { couponCode: USED_UP } });
      }
      // No refused order took its unit.
      const stock = await Promise.all(items.map((item) => stockOf(item.id)));
      expect(stock.filter((left) => left === 0)).toHaveLength(1);
      expect(await t.db.$count(orders, eq(orders.couponId, id))).toBe(1);
    });

    it('gives one order to one phone sending ten orders at once with a one-per-phone coupon', async () => {
      const items = await ownProducts(10);
      const { id, coupon_code: code } = await coupon({ one_per_phone: true });
      const responses = await Promise.all(
        items.map((item, index) =>
          place(orderPayload(item.id, { code, phone: '03335550199', name: `Same phone ${index}` })),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect(await t.db.$count(orders, eq(orders.couponId, id))).toBe(1);
    });
  });

  it("lists each coupon's uses, not counting cancelled orders", async () => {
    const item = await product();
    const { id, coupon_code: code } = await coupon({ max_uses: 10 });
    const placed = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await place(orderPayload(item.id, { code }));
      placed.push(response.json<{ order: { id: number } }>().order.id);
    }
    await cancel(placed[0] ?? 0);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/coupons?q=${code}`,
      headers: t.auth,
    });
    const items = page.json<{ items: { id: number }[] }>().items;
    expect(items.find((c) => c.id === id)).toMatchObject({ uses: 2, max_uses: 10 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products/coupon',
      headers: t.auth,
    });
    const listed = list.json<{ coupons: { id: number; uses: number }[] }>().coupons;
    expect(listed.find((c) => c.id === id)?.uses).toBe(2);
  });
});
