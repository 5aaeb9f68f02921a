/**
 * Packing slips and the pick list (issue #29), read back as staff and a scanner would: the PDFs' text
 * (pdftotext) carries the order numbers, the cash to collect and the SKUs; each slip's barcode,
 * rendered to pixels and read by ZXing, is the order number. PGlite and PostgreSQL.
 */
import { DELIVERY_FEE_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES } from '@shop/domain/constants';
import { formatRupees } from '@shop/domain/money';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { pdfPageTexts, readPageBarcode } from '../../test/pdf';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';

describe('packing slips and pick lists', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let earrings: number;
  let clutch: number;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuthHeader(t.app);
    earrings = (
      await insertTestProduct(t.db, {
        title: 'Kundan Jhumka',
        priceRupees: 2499,
        colourStock: { gold: 100, silver: 100 },
      })
    ).id;
    clutch = (
      await insertTestProduct(t.db, {
        title: 'Velvet Clutch',
        priceRupees: 3999,
        type: 'Bags',
        subType: 'Clutches',
        imageColors: ['black'],
        quantity: 100,
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  /** Places an order as the checkout does and answers it as staff see it. */
  async function placeOrder(
    cartItems: { id: number; quantity: number; selectedColor: string }[],
    shipping: Partial<typeof TEST_SHIPPING_INFO> = {},
  ): Promise<OrderDetail> {
    const prices: Record<number, number> = { [earrings]: 2499, [clutch]: 3999 };
    const total = cartItems.reduce((sum, item) => sum + (prices[item.id] ?? 0) * item.quantity, 0);
    const deliveryFee = total > FREE_SHIPPING_THRESHOLD_RUPEES ? 0 : DELIVERY_FEE_RUPEES;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo: { ...TEST_SHIPPING_INFO, ...shipping },
        cartItems,
        totalPrice: total,
        deliveryFee,
        grandTotal: total + deliveryFee,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ order: { id: number } }>().order.id;
    return (await get(`/api/admin/orders/${id}`)).json<{ order: OrderDetail }>().order;
  }

  it('prints one order’s slip: number, barcode, cash to collect, address in Urdu letters, lines with SKUs', async () => {
    const order = await placeOrder(
      [
        { id: earrings, quantity: 2, selectedColor: 'gold' },
        { id: clutch, quantity: 1, selectedColor: 'black' },
      ],
      {
        fullName: 'Ayesha عائشہ خان',
        address: 'House 12, گلی نمبر 3, Gulberg III',
        city: 'Lahore',
        phone: '03001234567',
      },
    );
    const answer = await get(`/api/admin/orders/${order.id}/packing-slip`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^inline; filename="packing-slip-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    expect(text).toContain('Zewar & Bags');
    expect(text).toContain(order.number);
    // The cash the rider collects is the order's grand total, as stored.
    expect(text).toContain(formatRupees(order.grandTotal));
    for (const line of order.cartItems) {
      expect(line.sku).not.toBe('');
      expect(text).toContain(line.sku);
      expect(text).toContain(line.title);
    }
    expect(text).toContain('Ayesha');
    expect(text).toContain('03001234567');
    expect(text).toContain('Gulberg III');
    expect(text).toContain('Lahore');
    // The Urdu letters are drawn from an embedded font and read back as themselves: no replacement
    // characters, no '?', the Urdu-only letters (heh goal ہ) among them.
    for (const letter of ['ع', 'ئ', 'ش', 'ہ', 'خ', 'گ', 'ل', 'ی']) expect(text).toContain(letter);
    expect(text).not.toContain('\uFFFD');
    expect(text).not.toContain('?');
    expect(text).toContain('3 items');
    // The shop has written no exchange policy: the slip says where to ask.
    expect(text).toContain('Exchanges and returns');
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Contact Us at http:\/\/ ?\S+\/contact-us with your order number\./,
    );

    expect(await readPageBarcode(answer.rawPayload, 1)).toBe(order.number);
  });

  it('prints the slips of many orders as one PDF, one a page in the order asked, each barcode its own', async () => {
    const orders = [
      await placeOrder([{ id: earrings, quantity: 1, selectedColor: 'silver' }]),
      await placeOrder([{ id: clutch, quantity: 3, selectedColor: 'black' }]),
      await placeOrder([{ id: earrings, quantity: 4, selectedColor: 'gold' }]),
    ];
    const asked = [orders[2], orders[0], orders[1]] as OrderDetail[];
    const answer = await post('/api/admin/orders/packing-slips', {
      ids: asked.map((order) => order.id),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages).toHaveLength(3);
    for (const [index, order] of asked.entries()) {
      const page = pages[index] ?? '';
      expect(page).toContain(order.number);
      expect(page).toContain(formatRupees(order.grandTotal));
      expect(page).toContain(order.cartItems[0]?.sku);
      for (const other of asked) if (other !== order) expect(page).not.toContain(other.number);
      expect(await readPageBarcode(answer.rawPayload, index + 1)).toBe(order.number);
    }
  });

  it('prints the owner’s exchange policy, and a character no font draws as "?" without failing', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth,
      payload: {
        deliveryTime: '2–5 working days',
        exchangePolicy: 'Exchange within 7 days of delivery if the piece is unused.',
        whatsappNumber: '',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const order = await placeOrder([{ id: clutch, quantity: 1, selectedColor: 'black' }], {
        fullName: 'Mei 王 Lin',
      });
      const answer = await get(`/api/admin/orders/${order.id}/packing-slip`);
      expect(answer.statusCode, answer.body).toBe(200);
      const [text = ''] = await pdfPageTexts(answer.rawPayload);
      expect(text).toContain('Exchange within 7 days of delivery if the piece is unused.');
      expect(text).not.toContain('Contact Us at');
      expect(text).toContain('Mei ? Lin');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: auth,
        payload: { deliveryTime: '2–5 working days', exchangePolicy: '', whatsappNumber: '' },
      });
    }
  });

  it('goes on over a second page for an order of many lines, the number and the policy on it', async () => {
    const many: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const product = await insertTestProduct(t.db, {
        title: `Bangle set no. ${index + 1} with a long name that wraps on the slip`,
        priceRupees: 2499,
        imageColors: ['gold'],
        quantity: 10,
      });
      many.push(product.id);
    }
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo: TEST_SHIPPING_INFO,
        cartItems: many.map((id) => ({ id, quantity: 1, selectedColor: 'gold' })),
        totalPrice: 2499 * many.length,
        deliveryFee: 0,
        grandTotal: 2499 * many.length,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, number } = placed.json<{ order: { id: number; number: string } }>().order;
    const answer = await get(`/api/admin/orders/${id}/packing-slip`);
    expect(answer.statusCode, answer.body).toBe(200);
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain(number);
    expect(pages[1]).toContain('Packing slip (continued)');
    expect(pages[1]).toContain('Bangle set no. 20');
    expect(pages[1]).toContain('20 items');
    expect(pages[1]).toContain('Exchanges and returns');
    expect(pages.join('\n')).toContain(formatRupees(2499 * many.length));
  });

  it('prints the pick list grouped by product and SKU, with totals and the orders covered', async () => {
    const a = await placeOrder([
      { id: earrings, quantity: 2, selectedColor: 'gold' },
      { id: clutch, quantity: 1, selectedColor: 'black' },
    ]);
    const b = await placeOrder([{ id: earrings, quantity: 3, selectedColor: 'gold' }]);
    const c = await placeOrder([{ id: earrings, quantity: 1, selectedColor: 'silver' }]);
    const answer = await post('/api/admin/orders/pick-list', { ids: [a.id, b.id, c.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/filename="pick-list-/);
    const text = (await pdfPageTexts(answer.rawPayload)).join('\n');
    const flat = text.replace(/\s+/g, ' ');
    const goldSku = a.cartItems.find((line) => line.selectedColor === 'gold')?.sku ?? '';
    const silverSku = c.cartItems[0]?.sku ?? '';
    const clutchSku = a.cartItems.find((line) => line.id === clutch)?.sku ?? '';
    expect(flat).toContain('3 orders, 7 items to pick');
    // Kundan Jhumka: 5 gold (a, b) and 1 silver (c); Velvet Clutch: 1 (a).
    expect(flat).toContain('Kundan Jhumka');
    expect(flat).toContain('6 in all');
    expect(flat).toMatch(new RegExp(`${goldSku} 5 ${a.number}, ${b.number}`));
    expect(flat).toMatch(new RegExp(`${silverSku} 1 ${c.number}`));
    expect(flat).toMatch(new RegExp(`${clutchSku} 1 ${a.number}`));
    expect(flat).toContain('Total: 7 items');
    expect(flat).toContain(`Orders covered (3) ${a.number}, ${b.number}, ${c.number}`);
  });

  it('refuses bad ids with a 400 naming the field, and an unknown order with a 404', async () => {
    const known = await placeOrder([{ id: clutch, quantity: 1, selectedColor: 'black' }]);
    for (const url of ['/api/admin/orders/packing-slips', '/api/admin/orders/pick-list']) {
      for (const payload of [
        {},
        { ids: [] },
        { ids: ['x'] },
        { ids: [known.id, known.id] },
        { ids: Array.from({ length: 501 }, (_, index) => index + 1) },
        { ids: 'all' },
      ]) {
        const answer = await post(url, payload);
        expect(answer.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
        const named = Object.keys(answer.json<{ fieldErrors: object }>().fieldErrors);
        expect(named.length).toBeGreaterThan(0);
        for (const field of named) expect(field).toMatch(/^ids(\.\d+)?$/);
      }
      const extra = await post(url, { ids: [known.id], all: true });
      expect(extra.statusCode).toBe(400);

      const unknown = await post(url, { ids: [known.id, 999999] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No order with id 999999.');
    }
    const badId = await get('/api/admin/orders/abc/packing-slip');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    const missing = await get('/api/admin/orders/999999/packing-slip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No order with id 999999.');
  });

  it('needs staff', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/orders/1/packing-slip' },
      { method: 'POST' as const, url: '/api/admin/orders/packing-slips', payload: { ids: [1] } },
      { method: 'POST' as const, url: '/api/admin/orders/pick-list', payload: { ids: [1] } },
    ]) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
  });
});
