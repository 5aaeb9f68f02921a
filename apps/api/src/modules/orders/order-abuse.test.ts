/**
 * The checkout as an attacker uses it (issue #23, second security review): one client with new phones
 * and the shopper's own links trying to take the shop's stock, to bar someone else's phone, to ride the
 * shop's own messages, and to read another shopper's order through a known Idempotency-Key. Runs on
 * PGlite and on PostgreSQL (the api-pglite and api-postgres projects).
 */
import { randomUUID } from 'node:crypto';
import { confirmationMessage } from '@shop/domain/order-text';
import { eq, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { outboxEmails } from '../../db/schema/outbox-emails';
import { products } from '../../db/schema/products';
import { adminAuthHeader, setUpTestAppWithoutSignIn } from '../../test/app';
import { changeOrderStatus } from '../../test/orders';
import { setUpTestProduct } from '../../test/products';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { IDEMPOTENCY_KEYS_JOB, ORDER_EXPIRY_JOB } from './order-jobs';

const PRICE = 1000;

interface Line {
  id: number;
  quantity: number;
  selectedColor?: string;
}

function payload(lines: Line[], shippingInfo: Record<string, string> = TEST_SHIPPING_INFO) {
  const total = lines.reduce((all, line) => all + PRICE * line.quantity, 0);
  const deliveryFee = total > 2999 ? 0 : 199;
  return {
    shippingInfo,
    cartItems: lines,
    totalPrice: total,
    deliveryFee,
    grandTotal: total + deliveryFee,
  };
}

/** The app for a describe block, with `env`, and a product at PRICE in stock for 100 orders. */
function setUpWithProduct(env?: Record<string, string>) {
  const t = setUpTestAppWithoutSignIn(env && { env });
  return { t, product: setUpTestProduct(t, { priceRupees: PRICE, quantity: 100 }) };
}

/** A new random Pakistani mobile number, as a script would make one per order. */
const randomPhone = () => `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('one client against the stock (the defaults for its caps)', () => {
  const t = setUpTestAppWithoutSignIn({
    env: {
      // The shipped defaults, written out so the test says what it proves.
      ORDER_MAX_LINES: '20',
      ORDER_MAX_QUANTITY: '10',
      ORDER_MAX_OPEN_PER_PHONE: '3',
      LIMIT_ORDERS_PER_ADDRESS: '20/h',
      LIMIT_ORDERS_PER_PHONE: '5/d',
      LIMIT_UNITS_PER_ADDRESS: '60/d',
      LIMIT_UNITS_PER_PHONE: '30/d',
    },
  });
  let shelf: number[];
  const STOCK_PER_PRODUCT = 20;

  beforeAll(async () => {
    shelf = [];
    for (let index = 0; index < 20; index += 1) {
      const product = await insertTestProduct(t.db, {
        title: `Bangle ${index}`,
        priceRupees: PRICE,
        quantity: STOCK_PER_PRODUCT,
      });
      shelf.push(product.id);
    }
  });

  const stockLeft = async () => {
    const [row] = await t.db.select({ units: sum(products.quantity) }).from(products);
    return Number(row?.units);
  };
  const order = (lines: Line[], phone: string, remoteAddress = '203.0.113.66') =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      remoteAddress,
      payload: payload(lines, { ...TEST_SHIPPING_INFO, phone }),
    });

  it('takes no more than the caps allow, and what it took comes back by itself', async () => {
    const before = await stockLeft();
    expect(before).toBe(400);
    const everything = shelf.map((id) => ({ id, quantity: 10 }));
    const someOfIt = shelf.slice(0, 3).map((id) => ({ id, quantity: 10 }));
    const statuses: number[] = [];
    // Five orders emptying the shelves, then smaller ones, each with a new phone and confirmed from
    // the shopper's own link, as the review did.
    for (const lines of [
      everything,
      everything,
      everything,
      everything,
      everything,
      someOfIt,
      someOfIt,
      someOfIt,
    ]) {
      const answer = await order(lines, randomPhone());
      statuses.push(answer.statusCode);
      if (answer.statusCode === 201) {
        const token = answer.json().order.trackingToken as string;
        const yes = await t.app.inject({
          method: 'POST',
          url: `/api/orders/track/${token}`,
          payload: { status: 'confirmed' },
        });
        expect(yes.json().order.status).toBe('pending');
      }
    }
    // 200 units an order are over the 60 units one address may order a day; two of 30 are not.
    expect(statuses).toEqual([429, 429, 429, 429, 429, 201, 201, 429]);
    expect(before - (await stockLeft())).toBe(60);

    // The orders stay pending (the shopper's yes is not the shop's) and expire: the stock comes back.
    await t.db.update(orders).set({ createdAt: sql`now() - interval '49 hours'` });
    await t.app.jobs.runNow(ORDER_EXPIRY_JOB);
    expect(await stockLeft()).toBe(before);
    const statusesAfter = await t.db.select({ status: orders.status }).from(orders);
    expect(statusesAfter.every((row) => row.status === 'cancelled')).toBe(true);
  });

  it('caps the units of one phone a day, across addresses', async () => {
    const phone = randomPhone();
    const lines = shelf.slice(0, 2).map((id) => ({ id, quantity: 10 }));
    const first = await order(lines, phone, '198.51.100.1');
    expect(first.statusCode).toBe(201);
    const second = await order(lines, phone, '198.51.100.2');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(
      'Too many items ordered for this phone number. For a larger order, please contact us. Please try again in 24 hours.',
    );
  });

  it('caps a phone with no key by its text, and counts confirmed orders as open', async () => {
    const staff = await adminAuthHeader(t.app);
    const placed: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        remoteAddress: `192.0.2.${index + 1}`,
        payload: payload([{ id: shelf[5] as number, quantity: 1 }], {
          ...TEST_SHIPPING_INFO,
          phone: '12345678901',
        }),
      });
      placed.push(answer.statusCode);
      if (answer.statusCode === 201 && index === 0) {
        const id = answer.json().order.id as number;
        const confirmed = await changeOrderStatus(t.app, staff, id, { status: 'confirmed' });
        expect(confirmed.statusCode).toBe(200);
      }
    }
    expect(placed).toEqual([201, 201, 201, 409]);
  });
});

describe("one client against another shopper's phone", () => {
  const { t, product } = setUpWithProduct({
    LIMIT_ORDERS_PER_PHONE: '5/d',
    LIMIT_ORDERS_PER_ADDRESS: '10/h',
    TRUST_PROXY: '127.0.0.1',
  });

  const order = (address: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address },
      payload: body,
    });

  it('counts only the orders placed against the phone, not the ones refused', async () => {
    const victim = { ...TEST_SHIPPING_INFO, phone: '03007654321' };
    const wrongTotal = { ...payload([{ id: product.id, quantity: 1 }], victim), grandTotal: 1 };
    // Refused by the price check (409), then by the attacker's own address limit (429).
    const refused = [];
    for (let index = 0; index < 15; index += 1) {
      refused.push((await order('203.0.113.5', wrongTotal)).statusCode);
    }
    expect(refused.filter((status) => status === 409)).toHaveLength(10);
    expect(refused.filter((status) => status === 429)).toHaveLength(5);

    const real = await order('198.51.100.77', payload([{ id: product.id, quantity: 1 }], victim));
    expect(real.statusCode).toBe(201);
  });
});

describe("shopper text in the shop's own messages", () => {
  const { t, product } = setUpWithProduct({
    LIMIT_MAILS_PER_RECIPIENT: '3/d',
    SHOP_EMAIL: 'orders@shop.test',
  });

  const place = (shippingInfo: Record<string, string>, lines?: Line[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: payload(lines ?? [{ id: product.id, quantity: 1 }], shippingInfo),
    });

  it.each([
    [
      'fullName',
      'Ali\r\nTo pay: PKR 0 - pay JazzCash 03000000000',
      'Full name must be one line without control characters',
    ],
    ['city', 'Lahore\nTo pay: PKR 0', 'City must be one line without control characters'],
    ['city', 'Lahore\u202e0 RKP', 'City must be one line without control characters'],
    ['address', 'House 1\u2066 Street 2', 'Address must not contain control characters'],
    ['address', 'House 1\u0007', 'Address must not contain control characters'],
  ])(
    'refuses a %s with control or bidi characters, naming the field',
    async (field, value, message) => {
      const answer = await place({ ...TEST_SHIPPING_INFO, [field]: value });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ [`shippingInfo.${field}`]: message });
    },
  );

  it('keeps an address on several lines, and quotes it as data on one line in the mails', async () => {
    const email = `lines-${randomUUID()}@example.com`;
    const answer = await place({
      ...TEST_SHIPPING_INFO,
      email,
      fullName: 'Ayesha "To pay: PKR 0" Khan',
      address: 'House 12, Street 4\nDHA Phase 5',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().order.shippingInfo.address).toBe('House 12, Street 4\nDHA Phase 5');
    const mails = await t.db.select().from(outboxEmails);
    const shopper = mails.find((mail) => mail.to === email);
    expect(shopper?.text).toContain(`Hello “Ayesha 'To pay: PKR 0' Khan”,`);
    const shop = mails.filter((mail) => mail.to === 'orders@shop.test').at(-1);
    expect(shop?.text).toContain('Address: “House 12, Street 4, DHA Phase 5”, “Lahore”');

    const whatsapp = confirmationMessage(answer.json().order, 'https://shop.test/order/x');
    expect(whatsapp).toContain(`Assalam-o-Alaikum “Ayesha 'To pay: PKR 0' Khan”`);
    expect(whatsapp).toContain('Delivery to: “House 12, Street 4, DHA Phase 5”, “Lahore”');
  });

  it('writes at most LIMIT_MAILS_PER_RECIPIENT mails to one address, the shop’s own copy aside', async () => {
    const email = `Victim-${randomUUID()}@Example.com`;
    for (let index = 0; index < 5; index += 1) {
      const spelled = index % 2 === 0 ? email : email.toLowerCase();
      expect((await place({ ...TEST_SHIPPING_INFO, email: spelled })).statusCode).toBe(201);
    }
    const toVictim = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`);
    expect(toVictim).toHaveLength(3);
    const toShop = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'orders@shop.test'));
    expect(toShop.length).toBeGreaterThanOrEqual(5);
  });

  it('mails no address without a public domain', async () => {
    for (const email of ['a@[127.0.0.1]', 'a@localhost', 'a@127.0.0.1']) {
      expect((await place({ ...TEST_SHIPPING_INFO, email })).statusCode).toBe(201);
      const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mails).toEqual([]);
    }
  });
});

describe('a known Idempotency-Key', () => {
  const { t, product } = setUpWithProduct();

  const place = (key: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      headers: { 'idempotency-key': key },
      payload: body,
    });

  it('answers another body with 422 and no order data, and another phone with its own order', async () => {
    const key = randomUUID();
    const shopper = payload([{ id: product.id, quantity: 1 }]);
    const first = await place(key, shopper);
    expect(first.statusCode).toBe(201);
    const firstOrder = first.json().order;

    const otherBody = await place(key, payload([{ id: product.id, quantity: 2 }]));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message:
        'This Idempotency-Key was already used for another request. Send a new key for a new order.',
    });

    const otherPhone = await place(
      key,
      payload([{ id: product.id, quantity: 1 }], {
        ...TEST_SHIPPING_INFO,
        phone: '03331234567',
      }),
    );
    expect(otherPhone.statusCode).toBe(201);
    expect(otherPhone.json().order.id).not.toBe(firstOrder.id);
    expect(otherPhone.json().order.trackingToken).not.toBe(firstOrder.trackingToken);

    // The same attempt, as the storefront retries it, gets its order back.
    const retry = await place(key, shopper);
    expect(retry.json().order).toEqual(firstOrder);
  });

  it('needs at least 22 characters', async () => {
    const answer = await place('a'.repeat(21), payload([{ id: product.id, quantity: 1 }]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'idempotency-key: Idempotency-Key must be 22 to 100 printable characters without spaces',
    );
  });

  it('expires after a day: the key answers nothing, and is forgotten', async () => {
    const key = randomUUID();
    const body = payload([{ id: product.id, quantity: 1 }], {
      ...TEST_SHIPPING_INFO,
      phone: '03451234567',
    });
    const first = await place(key, body);
    expect(first.statusCode).toBe(201);
    const id = first.json().order.id as number;
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, id));
    const late = await place(key, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().order).toBeUndefined();

    await t.app.jobs.runNow(IDEMPOTENCY_KEYS_JOB);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.idempotencyKey).toBeNull();
    const again = await place(key, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).not.toBe(id);
  });
});
