import { ADMIN_PAGE_SIZE } from '@shop/domain/constants';
import type { AdminListPage } from '@shop/domain/schemas/list-query.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from './db/schema/cart-items';
import { contacts } from './db/schema/contacts';
import { coupons } from './db/schema/coupons';
import { reviews } from './db/schema/reviews';
import { insertTestProduct, TEST_SHIPPING_INFO } from './modules/demo/test-fixtures';
import { setUpTestApp } from './test/app';

/** The back office's tables, paged and searched on the server (issue #9). */
describe('GET /api/admin/<table>', () => {
  const t = setUpTestApp();
  const list = async (path: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${path}`,
      headers: t.auth,
    });
    return {
      status: response.statusCode,
      body: response.json<AdminListPage<{ id: number }> & { message: string }>(),
    };
  };

  beforeAll(async () => {
    await t.db.insert(contacts).values(
      Array.from({ length: 45 }, (_, index) => ({
        name: index === 7 ? 'Zainab Qureshi' : `Shopper ${index}`,
        email: `shopper${index}@example.com`,
        phone: `0300${String(index).padStart(7, '0')}`,
        message: index === 30 ? 'Is the 100% silver set back in stock?' : 'Hello',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
  });

  it('answers a page of 20, newest first, with the total and the page count', async () => {
    const first = await list('contacts');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      total: 45,
      page: 1,
      pageCount: 3,
      pageSize: ADMIN_PAGE_SIZE,
    });
    expect(first.body.items).toHaveLength(ADMIN_PAGE_SIZE);
    const last = await list('contacts?page=3');
    expect(last.body.items).toHaveLength(5);
    const ids = [...first.body.items, ...last.body.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(25);
    expect(first.body.items[0]?.id).toBeGreaterThan(last.body.items[4]?.id ?? Infinity);
    // A page past the end (its rows deleted meanwhile) answers the last page.
    expect((await list('contacts?page=99')).body).toMatchObject({ page: 3, pageCount: 3 });
  });

  it('searches any column in any case, the id when the search is a number, % literally', async () => {
    const byName = await list('contacts?q=zainab');
    expect(byName.body.total).toBe(1);
    const byPhone = await list('contacts?q=03000000012');
    expect(byPhone.body.total).toBe(1);
    const percent = await list(`contacts?q=${encodeURIComponent('100%')}`);
    expect(percent.body.total).toBe(1);
    const byId = byName.body.items[0]?.id;
    const found = await list(`contacts?q=${byId}`);
    expect(found.body.items.map((item) => item.id)).toContain(byId);
    const none = await list('contacts?q=nobody-by-this-name');
    expect(none.body).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('refuses bad parameters with a 400 naming them, and strangers with a 401', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['sort=newest', 'sort'],
    ] as const) {
      const { status, body } = await list(`contacts?${query}`);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(field);
    }
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/contacts' });
    expect(stranger.statusCode).toBe(401);
  });

  it('pages and searches products, orders, reviews, carts and coupons', async () => {
    const tote = await insertTestProduct(t.db, {
      title: 'Velvet potli',
      type: 'Bags',
      subType: null,
    });
    for (let index = 0; index < 24; index += 1)
      await insertTestProduct(t.db, { title: `Ring ${index}` });
    const products = await list('products');
    expect(products.body).toMatchObject({ total: 25, pageCount: 2 });
    expect((await list('products?q=POTLI')).body.items.map((item) => item.id)).toEqual([tote.id]);

    for (const fullName of ['Ayesha Khan', 'Bilal Ahmed']) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: { ...TEST_SHIPPING_INFO, fullName },
          cartItems: [{ id: tote.id, selectedColor: 'gold', quantity: 1 }],
          totalPrice: 1500,
          deliveryFee: 199,
          grandTotal: 1699,
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const orders = await list('orders?q=bilal');
    expect(orders.body.total).toBe(1);
    expect(orders.body.items[0]).toMatchObject({ shippingInfo: { fullName: 'Bilal Ahmed' } });
    expect((await list('orders?q=lahore')).body.total).toBe(2);

    await t.db.insert(reviews).values([
      { productId: tote.id, comment: 'Lovely stitching', rating: 5 },
      { productId: tote.id, comment: 'Arrived late', rating: 3 },
    ]);
    expect((await list('reviews?q=stitching')).body.total).toBe(1);
    expect((await list(`reviews?q=${tote.id}`)).body.total).toBe(2);

    await t.db.insert(cartItems).values({ cartId: 'c1', productId: tote.id, quantity: 2 });
    expect((await list('carts?q=velvet')).body.items).toMatchObject([{ productId: tote.id }]);

    await t.db.insert(coupons).values([
      { couponCode: 'EID25', discount: 25 },
      { couponCode: 'WELCOME10', discount: 10 },
    ]);
    expect((await list('coupons?q=eid')).body.items).toMatchObject([{ coupon_code: 'EID25' }]);
  });
});
