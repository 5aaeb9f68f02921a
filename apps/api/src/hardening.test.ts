/**
 * Findings of the security review (issue #8) that cut across modules: request bodies that could
 * exhaust memory, input that reached the database as a 500, unbounded text, missing security headers,
 * and answers validated with the forms' rules. Each test failed on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { contacts } from './db/schema/contacts';
import { orders } from './db/schema/orders';
import { TEST_SHIPPING_INFO } from './modules/demo/test-fixtures';
import { setUpTestApp } from './test/app';
import { multipart } from './test/multipart';
import { setUpTestProduct } from './test/products';

const shippingInfo = TEST_SHIPPING_INFO;
const contact = { name: 'Bilal', email: 'bilal@example.com', phone: '03001234567', message: 'Hi' };

describe('hardening', () => {
  const t = setUpTestApp();
  const product = setUpTestProduct(t, { priceRupees: 10_000_000, quantity: 50 });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  /** The checkout's order of `quantity` of the product, with these totals and no delivery fee. */
  const orderOf = (quantity: number, totalPrice: number, grandTotal = totalPrice) => ({
    shippingInfo,
    cartItems: [{ id: product.id, quantity }],
    totalPrice,
    deliveryFee: 0,
    grandTotal,
  });
  /** A 400 whose fieldErrors name `field` with `message`. */
  const expectFieldRefused = (
    response: { statusCode: number; json: () => unknown },
    field: string,
    message: string,
  ) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: message } });
  };

  describe('multipart bodies', () => {
    it('refuses a file on a public form before buffering it', async () => {
      const form = multipart([
        { name: 'name', value: 'Bilal' },
        {
          name: 'attachment',
          filename: 'a.bin',
          contentType: 'application/octet-stream',
          data: Buffer.alloc(5_000_000),
        },
      ]);
      const response = await post('/api/contact/create', form.payload, form.headers);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Too many files in the form' });
    });

    it('refuses more fields than a public form has', async () => {
      const fields = Array.from({ length: 200 }, (_, index) => ({ name: `f${index}`, value: 'x' }));
      const form = multipart(fields);
      const response = await post('/api/contact/create', form.payload, form.headers);
      expect(response.statusCode).toBe(413);
    });

    it('refuses a 1 MB field on a public form with a 400 naming it', async () => {
      const form = multipart([
        { name: 'name', value: 'n'.repeat(1024 * 1024) },
        { name: 'email', value: contact.email },
        { name: 'phone', value: contact.phone },
        { name: 'message', value: contact.message },
      ]);
      const response = await post('/api/contact/create', form.payload, form.headers);
      expectFieldRefused(response, 'name', 'Name must be at most 100 characters');
    });

    it('answers 401 to an admin form without a token, before reading the body', async () => {
      const form = multipart([
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(1000) },
      ]);
      const response = await post('/api/image/upload-image', form.payload, form.headers);
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['/api/shipping/create', 'shippingInfo'],
      ['/api/shipping/create', 'cartItems'],
      ['/api/products/create', 'addOns'],
      ['/api/products/update/1', 'addOns'],
    ])('answers 400 naming a part sent as JSON that is not JSON on %s (%s)', async (url, name) => {
      const form = multipart([
        { name: 'title', value: 'A' },
        { name: 'images', value: '["a.webp"]', contentType: 'application/json' },
        { name, value: '{bad', contentType: 'application/json' },
        { name: 'later', value: '{"fine": true}', contentType: 'application/json' },
      ]);
      const response = await post(url, form.payload, { ...t.auth, ...form.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${name}: Not valid JSON`,
        fieldErrors: { [name]: 'Not valid JSON' },
      });
    });

    it.each(['/api/contact/create', '/api/shipping/create', '/api/products/create'])(
      'answers 400 to multipart without a boundary on %s',
      async (url) => {
        const response = await post(url, 'name=x', {
          ...t.auth,
          'content-type': 'multipart/form-data',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      },
    );
  });

  describe('input that used to reach the database as a 500', () => {
    it.each([
      ['/api/contact/create', { ...contact, message: 'a\u0000b' }, 'message'],
      ['/api/reviews/create', { productId: 1, rating: 5, comment: 'ok\u0000' }, 'comment'],
      [
        '/api/shipping/create',
        {
          shippingInfo: { ...shippingInfo, fullName: 'A\u0000' },
          cartItems: [{ id: 1, quantity: 1, selectedColor: 'gold\u0000' }],
          totalPrice: 1,
          deliveryFee: 0,
          grandTotal: 1,
        },
        'shippingInfo.fullName',
      ],
    ])('refuses a NUL byte on %s with 400 naming the field', async (url, payload, field) => {
      const response = await post(url, payload);
      expectFieldRefused(response, field, 'Must not contain the NUL character');
    });

    it('refuses half a surrogate pair, which jsonb cannot store', async () => {
      const [stored] = await t.db
        .insert(orders)
        .values({ shippingInfo, originalTotal: 1, totalPrice: 1, deliveryFee: 0, grandTotal: 1 })
        .returning();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/shipping/update/${stored?.id}`,
        headers: { ...t.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ shippingInfo: { ...shippingInfo, fullName: 'Ayesha' } }).replace(
          'Ayesha',
          'Ayesha\\udfff',
        ),
      });
      expectFieldRefused(response, 'shippingInfo.fullName', 'Must be valid Unicode text');
    });

    it('refuses a price that rounds to 0 paisa', async () => {
      const response = await post('/api/products/update/' + product.id, { price: 5e-324 }, t.auth);
      expectFieldRefused(response, 'price', 'Price must be greater than 0');
    });

    it('refuses a NUL byte in the coupon path', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/products/coupon/WELCOME%00',
      });
      expectFieldRefused(response, 'code', 'Must not contain the NUL character');
    });

    it('names grandTotal when it is beyond any amount', async () => {
      const response = await post('/api/shipping/create', orderOf(1, 1, 9e13));
      expectFieldRefused(response, 'grandTotal', 'Grand total must be at most 1,000,000,000,000');
    });

    it('stores an order above PKR 21,474,836.47 (the old integer limit) exactly', async () => {
      const response = await post('/api/shipping/create', orderOf(3, 30_000_000));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ order: { grandTotal: 30_000_000 } });
    });
  });

  describe('text maxima', () => {
    it.each([
      [{ ...contact, name: 'n'.repeat(500_000) }, 'name', 'Name must be at most 100 characters'],
      [
        { ...contact, email: `${'e'.repeat(300)}@x.pk` },
        'email',
        'Email must be at most 254 characters',
      ],
      [
        { ...contact, message: 'm'.repeat(5001) },
        'message',
        'Message must be at most 5000 characters',
      ],
    ])('refuses a contact message with a huge field (%#)', async (payload, field, message) => {
      const response = await post('/api/contact/create', payload);
      expectFieldRefused(response, field, message);
    });

    it.each([
      ['fullName', 'Full name must be at most 100 characters', 101],
      ['email', 'Email must be at most 254 characters', 255],
      ['address', 'Address must be at most 500 characters', 501],
      ['city', 'City must be at most 100 characters', 101],
    ])('refuses shipping %s over its maximum', async (field, message, length) => {
      const response = await post('/api/shipping/create', {
        ...orderOf(1, 1),
        shippingInfo: { ...shippingInfo, [field]: 'x'.repeat(length) },
      });
      expectFieldRefused(response, `shippingInfo.${field}`, message);
    });

    it('refuses a postal code longer than any real one', async () => {
      const response = await post('/api/shipping/create', {
        ...orderOf(1, 1),
        shippingInfo: { ...shippingInfo, postalCode: '1'.repeat(1000) },
      });
      expect(response.json()).toMatchObject({
        fieldErrors: { 'shippingInfo.postalCode': 'Postal Code must be at most 10 characters' },
      });
    });
  });

  describe('security headers', () => {
    it('sends a CSP that allows only the shop’s own scripts and forbids framing', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it('marks admin answers no-store, refused ones and the sign-in included', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/shipping/get', headers: t.auth });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const refused = await t.app.inject({ method: 'GET', url: '/api/shipping/get' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      const signIn = await post('/api/admin-auth/login', {
        email: 'x@y.pk',
        password: 'wrong-password',
      });
      expect(signIn.headers['cache-control']).toBe('no-store');
    });
  });

  describe('answers describe what is stored, not what a form accepts', () => {
    it('lists an order and a message whose phone the form would refuse today', async () => {
      const [stored] = await t.db
        .insert(orders)
        .values({
          shippingInfo: { ...shippingInfo, phone: '+92 300 1234567', postalCode: 'LHR-54000' },
          originalTotal: 100,
          totalPrice: 100,
          deliveryFee: 0,
          grandTotal: 100,
        })
        .returning();
      await t.db.insert(contacts).values({ ...contact, phone: '0300-1234567' });
      const list = await t.app.inject({ method: 'GET', url: '/api/shipping/get', headers: t.auth });
      expect(list.statusCode).toBe(200);
      const found = list
        .json<{ shipping: { id: number; shippingInfo: { phone: string } }[] }>()
        .shipping.find((order) => order.id === stored?.id);
      expect(found?.shippingInfo.phone).toBe('+92 300 1234567');
      const messages = await t.app.inject({ method: 'GET', url: '/api/contact/', headers: t.auth });
      expect(messages.statusCode).toBe(200);
    });
  });
});
