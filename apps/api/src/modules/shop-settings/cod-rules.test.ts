/**
 * The owner's cash-on-delivery rules (issue #29, decision 0030): saved on the Shop settings screen, read
 * by the next checkout, and applied by the order call with the checkout's own words: the COD fee and the
 * rounding to whole rupees in the order's totals, and a 400 naming the field of a refused order.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { outboxEmails } from '../../db/schema/outbox-emails';
import { products } from '../../db/schema/products';
import { adminGet, setUpTestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

const NO_RULES = {
  maxOrderTotal: null,
  feeKind: 'none',
  feeAmount: null,
  feePercent: null,
  feeCap: null,
  noCodCityIds: [],
  requireHouseNumber: false,
};

interface Totals {
  originalTotal: number;
  totalPrice: number;
  deliveryFee: number;
  codFee: number;
  rounding: number;
  grandTotal: number;
}
interface PlacedOrder extends Totals {
  id: number;
  trackingToken: string;
}

describe('COD rules', () => {
  const t = setUpTestApp();

  const saveRules = (payload: Record<string, unknown>, headers = t.auth) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers, payload });
  const publicRules = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cod-rules' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json<{ cod: unknown }>().cod;
  };
  const cityId = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cities?q=${name}` });
    const [city] = response.json<{ cities: { id: number; name: string }[] }>().cities;
    expect(city?.name).toBe(name);
    return city?.id as number;
  };
  const place = (
    productId: number,
    grandTotal: number,
    extra: { shippingInfo?: Record<string, string>; couponCode?: string; quantity?: number } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo: { ...TEST_SHIPPING_INFO, ...extra.shippingInfo },
        cartItems: [{ id: productId, quantity: extra.quantity ?? 1 }],
        totalPrice: 0,
        deliveryFee: 0,
        grandTotal,
        ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
      },
    });
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]?.quantity;

  it('has no rules until the owner saves some, and the checkout reads a save at once', async () => {
    expect(await publicRules()).toEqual(NO_RULES);
    const staff = await adminGet(t, '/api/admin/settings/cod');
    expect(staff.json()).toEqual({ cod: NO_RULES });

    const quetta = await cityId('Quetta');
    const saved = await saveRules({
      ...NO_RULES,
      maxOrderTotal: '50000',
      feeKind: 'percent',
      feeAmount: 75,
      feePercent: '1.5',
      feeCap: 250,
      noCodCityIds: [quetta, quetta],
      requireHouseNumber: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rules = {
      maxOrderTotal: 50000,
      feeKind: 'percent',
      feeAmount: null, // another kind's amount is not kept
      feePercent: 1.5,
      feeCap: 250,
      noCodCityIds: [quetta],
      requireHouseNumber: true,
    };
    expect(saved.json()).toEqual({ cod: rules });
    // The storefront had cached the old answer; the save dropped it.
    expect(await publicRules()).toEqual(rules);

    expect((await saveRules(NO_RULES)).statusCode).toBe(200);
    expect(await publicRules()).toEqual(NO_RULES);
  });

  it('answers 401 without a token, and changes nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/cod' })).statusCode).toBe(
      401,
    );
    const refused = await saveRules({ ...NO_RULES, requireHouseNumber: true }, {} as typeof t.auth);
    expect(refused.statusCode).toBe(401);
    expect(await publicRules()).toEqual(NO_RULES);
  });

  it('names the field of bad rules with a 400', async () => {
    const karachi = await cityId('Karachi');
    const cases: [Record<string, unknown>, string][] = [
      [{ feeKind: 'fixed' }, 'feeAmount: Enter the fixed COD fee in PKR'],
      [{ feeKind: 'fixed', feeAmount: -5 }, 'feeAmount: COD fee must not be negative'],
      [{ feeKind: 'fixed', feeAmount: 10.005 }, 'feeAmount: COD fee must have at most 2 decimals'],
      [{ feeKind: 'percent' }, 'feePercent: Enter the COD fee percentage'],
      [{ feeKind: 'percent', feePercent: 25 }, 'feePercent: COD fee percentage must be at most 10'],
      [
        { feeKind: 'percent', feePercent: 'two' },
        'feePercent: COD fee percentage must be a number',
      ],
      [{ feeKind: 'percent', feePercent: 2, feeCap: 0 }, 'feeCap: COD fee cap must be more than 0'],
      [{ feeKind: 'card' }, 'feeKind: COD fee must be none, fixed or percent'],
      [{ maxOrderTotal: 0 }, 'maxOrderTotal: Most for cash on delivery must be more than 0'],
      [{ maxOrderTotal: 'lots' }, 'maxOrderTotal: Most for cash on delivery must be a number'],
      [
        { noCodCityIds: [karachi, 999_999] },
        "noCodCityIds.1: City 999999 is not one of the shop's cities",
      ],
      [
        { noCodCityIds: 'Quetta' },
        'noCodCityIds: Cities without cash on delivery must be a list of city ids',
      ],
      [
        { requireHouseNumber: 'yes' },
        'requireHouseNumber: Ask for a house number must be true or false',
      ],
      [{ surcharge: 5 }, 'surcharge: Unknown field'],
    ];
    for (const [change, message] of cases) {
      const response = await saveRules({ ...NO_RULES, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await publicRules()).toEqual(NO_RULES);
  });

  describe('at the order call', () => {
    it('collects whole rupees, rounded in the shopper’s favour: a 10% coupon on PKR 14,998 is PKR 13,498', async () => {
      await t.db.insert(coupons).values({ couponCode: 'TENOFF', discount: 10 });
      const bag = await insertTestProduct(t.db, { priceRupees: 14998, quantity: 5 });
      // The old total with its paisa is refused with the new one.
      const old = await place(bag.id, 13498.2, { couponCode: 'TENOFF' });
      expect(old.statusCode).toBe(409);
      expect(old.json<{ message: string }>().message).toContain('The new total is PKR 13,498.');

      const response = await place(bag.id, 13498, { couponCode: 'TENOFF' });
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: PlacedOrder }>();
      expect(order).toMatchObject({
        originalTotal: 14998,
        totalPrice: 13498.2,
        deliveryFee: 0,
        codFee: 0,
        rounding: -0.2,
        grandTotal: 13498,
      });
    });

    it('adds a fixed fee, shown as its own line wherever the totals are listed', async () => {
      expect((await saveRules({ ...NO_RULES, feeKind: 'fixed', feeAmount: 99.5 })).statusCode).toBe(
        200,
      );
      const ring = await insertTestProduct(t.db, { priceRupees: 2500.35, quantity: 5 });
      // 2,500.35 + 199 delivery + 99.50 fee = 2,798.85 → 2,798.
      const response = await place(ring.id, 2798);
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: PlacedOrder }>();
      const totals = {
        totalPrice: 2500.35,
        deliveryFee: 199,
        codFee: 99.5,
        rounding: -0.85,
        grandTotal: 2798,
      };
      expect(order).toMatchObject(totals);

      const page = await adminGet(t, `/api/admin/orders/${order.id}`);
      expect(page.json<{ order: Totals }>().order).toMatchObject(totals);
      const tracked = await t.app.inject({
        method: 'GET',
        url: `/api/orders/track/${order.trackingToken}`,
      });
      expect(tracked.json<{ order: Totals }>().order).toMatchObject(totals);
      const list = await t.app.inject({ method: 'GET', url: '/api/shipping/get', headers: t.auth });
      expect(
        list
          .json<{ shipping: (Totals & { id: number })[] }>()
          .shipping.find((o) => o.id === order.id),
      ).toMatchObject(totals);

      const [mail] = await t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, TEST_SHIPPING_INFO.email))
        .orderBy(desc(outboxEmails.id))
        .limit(1);
      expect(mail?.text).toContain(
        [
          'Delivery: PKR 199',
          'Cash on delivery fee: PKR 99.50',
          'Rounded in your favour: −PKR 0.85',
          'To pay in cash on delivery: PKR 2,798',
        ].join('\n'),
      );
    });

    it('adds a percentage of the goods and delivery, held to its cap', async () => {
      const set = (feeCap: number | null) =>
        saveRules({ ...NO_RULES, feeKind: 'percent', feePercent: 2, feeCap });
      expect((await set(null)).statusCode).toBe(200);
      const clutch = await insertTestProduct(t.db, { priceRupees: 2000, quantity: 5 });
      // 2% of (2,000 + 199) = 43.98; 2,242.98 → 2,242.
      const uncapped = await place(clutch.id, 2242);
      expect(uncapped.statusCode, uncapped.body).toBe(201);
      expect(uncapped.json<{ order: Totals }>().order).toMatchObject({
        codFee: 43.98,
        rounding: -0.98,
        grandTotal: 2242,
      });
      // Capped at PKR 30: 2,229 exactly, nothing to round.
      expect((await set(30)).statusCode).toBe(200);
      const capped = await place(clutch.id, 2229);
      expect(capped.statusCode, capped.body).toBe(201);
      expect(capped.json<{ order: Totals }>().order).toMatchObject({
        codFee: 30,
        rounding: 0,
        grandTotal: 2229,
      });
    });

    it('applies a saved change to the next order: a total priced with the old fee is a 409', async () => {
      const pendant = await insertTestProduct(t.db, { priceRupees: 5000, quantity: 5 });
      expect((await saveRules({ ...NO_RULES, feeKind: 'fixed', feeAmount: 150 })).statusCode).toBe(
        200,
      );
      const stale = await place(pendant.id, 5000);
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ message: string }>().message).toContain('The new total is PKR 5,150.');
      expect((await place(pendant.id, 5150)).statusCode).toBe(201);
    });

    it('refuses each rule’s order with a 400 naming the field, and takes no stock', async () => {
      const quetta = await cityId('Quetta');
      const saved = await saveRules({
        ...NO_RULES,
        maxOrderTotal: 10000,
        noCodCityIds: [quetta],
        requireHouseNumber: true,
      });
      expect(saved.statusCode).toBe(200);
      const watch = await insertTestProduct(t.db, { priceRupees: 4000, quantity: 10 });

      const vague = await place(watch.id, 4000, {
        shippingInfo: { address: 'Near the big mosque, Saddar' },
      });
      expect(vague.statusCode).toBe(400);
      expect(vague.json()).toEqual(
        fieldRefusal(
          'shippingInfo.address',
          'Please add your house, street or block number, so the rider can find you.',
        ),
      );

      // Typed as shoppers type it, the city is still Quetta.
      const noCod = await place(watch.id, 4000, { shippingInfo: { city: ' quetta ' } });
      expect(noCod.statusCode).toBe(400);
      expect(noCod.json()).toMatchObject({
        message:
          'shippingInfo.city: We do not offer cash on delivery in Quetta. Please contact us on WhatsApp to order.',
      });

      const large = await place(watch.id, 12000, { quantity: 3 });
      expect(large.statusCode).toBe(400);
      expect(large.json()).toMatchObject({
        message:
          'grandTotal: Cash on delivery is for orders up to PKR 10,000. Please remove some items, or contact us on WhatsApp to order.',
      });

      // Every rule at once: each field named.
      const all = await place(watch.id, 12000, {
        quantity: 3,
        shippingInfo: { address: 'Saddar bazaar', city: 'Quetta' },
      });
      expect(all.statusCode).toBe(400);
      expect(Object.keys(all.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
        'shippingInfo.address',
        'shippingInfo.city',
        'grandTotal',
      ]);
      expect(await stockOf(watch.id)).toBe(10);

      // Exactly the most, to a city on the list with a house number, and to a place not on the list.
      expect((await place(watch.id, 8000, { quantity: 2 })).statusCode).toBe(201);
      expect(
        (await place(watch.id, 4000, { shippingInfo: { city: 'Chak 59 Jhang Branch' } }))
          .statusCode,
      ).toBe(201);
      expect(await stockOf(watch.id)).toBe(7);
      expect((await saveRules(NO_RULES)).statusCode).toBe(200);
    });
  });
});
