/**
 * Discounts that come off again (issue #27, decision 0025): on the selected products, a type, a sub type
 * or all; taken off, the sale prices before them come back (product and variant); overlapping ones are
 * refused by name; a price the owner changed meanwhile is kept; two staff at once do not mix prices.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Discount, RemovedDiscount } from '@shop/domain/schemas/discount.schema';
import type { Product } from '@shop/domain/schemas/product.schema';
import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../../test/app';
import { setUpStoredPngs } from '../../test/images';

describe('discounts', () => {
  const t = setUpTestApp();
  const images = setUpStoredPngs(t, [[40, 40]]);
  // Each test starts from an empty shop: a discount on "all" covers every product there is.
  beforeEach(async () => {
    await t.db.execute(sql`delete from discounts`);
    await t.db.execute(sql`delete from products`);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/discounts/${id}`, headers: t.auth });
  const product = async (extra: object): Promise<Product> => {
    const response = await post('/products/create', {
      title: 'Clutch',
      description: 'A bag.',
      price: 1000,
      quantity: 3,
      type: 'Bags',
      images,
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ product: Product }>().product;
  };
  const read = async (id: number): Promise<Product> =>
    (await t.app.inject({ method: 'GET', url: `/api/products/get/${id}` })).json<{
      product: Product;
    }>().product;
  const apply = (body: object) => post('/admin/discounts', body);
  const listDiscounts = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/discounts', headers: t.auth })).json<{
      items: Discount[];
    }>().items;

  it('puts a type on sale and takes it off, restoring product and variant sale prices exactly', async () => {
    const onSale = await product({ title: 'Sale bag', discounted_price: 800 });
    const withVariants = await product({
      title: 'Tote',
      options: ['Colour'],
      variants: [
        { options: { colour: 'Red' }, quantity: 1 },
        { options: { colour: 'Green' }, quantity: 1, price: 1200 },
        { options: { colour: 'Blue' }, quantity: 1, price: 1500, discounted_price: 1400 },
      ],
    });
    const ring = await product({ title: 'Ring', type: 'Jewelry', sub_type: 'Rings' });

    const applied = await apply({
      name: 'Eid: 20% off bags',
      percent: 20,
      scope: 'type',
      type: 'Bags',
    });
    expect(applied.statusCode).toBe(201);
    const discount = applied.json<{ discount: Discount }>().discount;
    expect(discount).toMatchObject({
      name: 'Eid: 20% off bags',
      percent: 20,
      scope: 'type',
      scopeValue: 'Bags',
      products: 2,
    });

    expect((await read(onSale.id)).discounted_price).toBe(800);
    const tote = await read(withVariants.id);
    expect(tote.discounted_price).toBe(800);
    // Red follows the product; Green has its own price, Blue its own sale price: each from its own price.
    expect(tote.variants.map((variant) => variant.discounted_price)).toEqual([
      undefined,
      960,
      1200,
    ]);
    expect((await read(ring.id)).discounted_price).toBe(1000);

    expect((await listDiscounts()).map((item) => item.id)).toEqual([discount.id]);

    const removed = await remove(discount.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<RemovedDiscount>()).toMatchObject({ restored: 4, kept: 0 });
    expect(removed.json<RemovedDiscount>().discount.removedBy).toBe('admin@test.local');
    expect((await read(onSale.id)).discounted_price).toBe(800);
    const back = await read(withVariants.id);
    expect(back.discounted_price).toBe(1000);
    expect(back.variants.map((variant) => variant.discounted_price)).toEqual([
      undefined,
      undefined,
      1400,
    ]);
    expect((await remove(discount.id)).statusCode).toBe(409);
    expect(await listDiscounts()).toEqual([]);
  });

  it('discounts the selected products or a sub type only', async () => {
    const a = await product({ title: 'A' });
    const b = await product({ title: 'B' });
    const ring = await product({ title: 'Ring', type: 'Jewelry', sub_type: 'Rings' });
    const selected = await apply({
      name: 'Two bags',
      percent: 10,
      scope: 'products',
      productIds: [a.id],
    });
    expect(selected.statusCode).toBe(201);
    expect((await read(a.id)).discounted_price).toBe(900);
    expect((await read(b.id)).discounted_price).toBe(1000);
    const rings = await apply({ name: 'Rings', percent: 50, scope: 'sub_type', sub_type: 'Rings' });
    expect(rings.json<{ discount: Discount }>().discount.products).toBe(1);
    expect((await read(ring.id)).discounted_price).toBe(500);
  });

  it('refuses a discount over products another one covers, naming them (409)', async () => {
    const a = await product({ title: 'Red clutch' });
    await product({ title: 'Green clutch' });
    const first = await apply({ name: 'Eid', percent: 20, scope: 'products', productIds: [a.id] });
    expect(first.statusCode).toBe(201);
    const all = await apply({ name: 'Everything', percent: 10, scope: 'all' });
    expect(all.statusCode).toBe(409);
    expect(all.json<{ message: string }>().message).toBe(
      'Already on another discount: Red clutch (Eid). Remove that discount first.',
    );
    // The spec's call is one discount on all: refused the same way, nothing changed.
    const spec = await post('/admin/products/discount', { percent: 10 });
    expect(spec.statusCode).toBe(409);
    expect((await read(a.id)).discounted_price).toBe(800);
  });

  it("replaces the shop-wide discount with the spec's Update Discount, and 0 % takes it off", async () => {
    const a = await product({ title: 'A', discounted_price: 950 });
    expect((await post('/admin/products/discount', { percent: 10 })).json()).toEqual({
      updated: 1,
    });
    expect((await read(a.id)).discounted_price).toBe(900);
    // A second Update Discount is not an overlap: it takes the first off, then puts itself on.
    expect((await post('/admin/products/discount', { percent: 20 })).json()).toEqual({
      updated: 1,
    });
    expect((await read(a.id)).discounted_price).toBe(800);
    expect(await listDiscounts()).toHaveLength(1);
    // 0 % leaves no discount on: the sale price from before any of them comes back.
    expect((await post('/admin/products/discount', { percent: 0 })).json()).toEqual({
      updated: 1,
    });
    expect((await read(a.id)).discounted_price).toBe(950);
    expect(await listDiscounts()).toEqual([]);
  });

  it('keeps a sale price the owner changed during the discount; restores the others', async () => {
    const a = await product({ title: 'A', discounted_price: 950 });
    const b = await product({ title: 'B', discounted_price: 900 });
    const spec = await post('/admin/products/discount', { percent: 50 });
    expect(spec.json()).toEqual({ updated: 2 });
    expect(await post(`/products/update/${a.id}`, { discounted_price: 700 })).toHaveProperty(
      'statusCode',
      200,
    );
    // The owner lowers B's price below its old sale price: it comes back at most at the price.
    expect(await post(`/products/update/${b.id}`, { price: 850 })).toHaveProperty(
      'statusCode',
      200,
    );
    const [discount] = await listDiscounts();
    expect(discount).toMatchObject({ scope: 'all', products: 2 });
    const removed = await remove(discount?.id ?? 0);
    expect(removed.json<RemovedDiscount>()).toMatchObject({ restored: 1, kept: 1 });
    expect((await read(a.id)).discounted_price).toBe(700);
    expect((await read(b.id)).discounted_price).toBe(850);
  });

  it('answers 400 naming the field for bad input', async () => {
    await product({ title: 'A' });
    const cases: [object, string][] = [
      [{ percent: 10, scope: 'all' }, 'name'],
      [{ name: 'X', percent: 0, scope: 'all' }, 'percent'],
      [{ name: 'X', percent: 101, scope: 'all' }, 'percent'],
      [{ name: 'X', percent: 'ten', scope: 'all' }, 'percent'],
      [{ name: 'X', percent: 10, scope: 'some' }, 'scope'],
      [{ name: 'X', percent: 10, scope: 'type' }, 'type'],
      [{ name: 'X', percent: 10, scope: 'type', type: 'Shoes' }, 'type'],
      [{ name: 'X', percent: 10, scope: 'sub_type' }, 'sub_type'],
      [{ name: 'X', percent: 10, scope: 'products', productIds: [] }, 'productIds'],
      [{ name: 'X', percent: 10, scope: 'products', productIds: [999999] }, 'productIds'],
      [{ name: 'X', percent: 10, scope: 'sub_type', sub_type: 'Anklets' }, 'sub_type'],
    ];
    for (const [body, field] of cases) {
      const response = await apply(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        response.json<{ fieldErrors: object }>().fieldErrors,
        JSON.stringify(body),
      ).toHaveProperty(field);
    }
    expect((await remove(999999)).statusCode).toBe(404);
    expect(
      (await post('/admin/discounts', { name: 'X', percent: 10, scope: 'all' }, {})).statusCode,
    ).toBe(401);
  });

  it('two staff at once: one discount wins, the other is refused, and removing twice restores once', async () => {
    const bags = await Promise.all(
      [1, 2, 3].map((n) => product({ title: `Bag ${n}`, discounted_price: 900 })),
    );
    const answers = await Promise.all([
      apply({ name: 'One', percent: 10, scope: 'all' }),
      apply({ name: 'Two', percent: 30, scope: 'type', type: 'Bags' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const won = answers
      .find((answer) => answer.statusCode === 201)
      ?.json<{ discount: Discount }>().discount;
    const expected = won?.percent === 10 ? 900 : 700;
    for (const bag of bags) expect((await read(bag.id)).discounted_price).toBe(expected);
    const removals = await Promise.all([remove(won?.id ?? 0), remove(won?.id ?? 0)]);
    expect(removals.map((removal) => removal.statusCode).sort()).toEqual([200, 409]);
    for (const bag of bags) expect((await read(bag.id)).discounted_price).toBe(900);
  });
});
