import { toPaisa, toRupees } from '@shop/domain/money';
import { bulkDiscountPrice } from '@shop/domain/pricing';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { setUpStoredPngs } from '../../test/images';
import { expectedColourVariants } from '../../test/products';
import { postMultipart } from '../../test/multipart';
import { TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { createProductsRepository } from './products.repository';

interface ProductBody {
  product: Record<string, unknown> & { id: number };
}

describe('products', () => {
  const t = setUpTestApp();
  const images = setUpStoredPngs(t, [
    [40, 40],
    [30, 60],
  ]);
  // Every test here may change stock: the ledger adds up after each.
  afterEach(() => expectLedgerAddsUp(t.db));

  const earrings = () => ({
    title: 'Gold Earrings',
    description: 'Hand-made earrings',
    price: 1999.5,
    quantity: 4,
    type: 'Jewelry',
    sub_type: 'Earrings',
    images,
    imageColors: ['gold', 'silver'],
    addOns: [{ key: 'Gift box', price: 150 }],
  });

  const create = (payload: object, headers: Record<string, string> = t.auth) =>
    t.app.inject({ method: 'POST', url: '/api/products/create', headers, payload });

  it('lists no products on a fresh database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/get' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [] });
  });

  it('creates a product from JSON; the discounted price defaults to the price', async () => {
    const response = await create(earrings());
    expect(response.statusCode).toBe(201);
    const { product } = response.json<ProductBody>();
    expect(product).toEqual({
      ...earrings(),
      id: expect.any(Number),
      discounted_price: 1999.5,
      show_price: 'Inactive',
      top_featured: 'Inactive',
      // The spec's form sends colours and one stock: a variant per colour, the stock on the first.
      options: ['Colour'],
      variants: expectedColourVariants(['gold', 'silver'], 4),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Whole paisa in the database.
    const row = await createProductsRepository(t.db).findById(product.id);
    expect(row).toMatchObject({
      price: 199950,
      discountedPrice: 199950,
      addOns: [{ key: 'Gift box', price: 15000 }],
    });

    const fetched = await t.app.inject({ method: 'GET', url: `/api/products/get/${product.id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ product });
  });

  it('creates a product from multipart form data as the admin form sends it', async () => {
    const response = await postMultipart(
      t.app,
      '/api/products/create',
      [
        { name: 'title', value: 'Leather Bag' },
        { name: 'description', value: 'Brown leather' },
        { name: 'price', value: '4500' },
        { name: 'discounted_price', value: '4500' },
        { name: 'quantity', value: '2' },
        { name: 'type', value: 'Bags' },
        { name: 'sub_type', value: '' },
        { name: 'top_featured', value: 'active' },
        { name: 'addOns', value: JSON.stringify(JSON.stringify([{ key: 'Strap', price: '300' }])) },
        { name: 'images', value: images[0] ?? '' },
        { name: 'imageColors', value: 'brown' },
        { name: 'images', value: images[1] ?? '' },
        { name: 'imageColors', value: 'black' },
      ],
      t.auth,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ProductBody>().product).toMatchObject({
      title: 'Leather Bag',
      price: 4500,
      discounted_price: 4500,
      quantity: 2,
      type: 'Bags',
      sub_type: null,
      top_featured: 'Active',
      images,
      imageColors: ['brown', 'black'],
      addOns: [{ key: 'Strap', price: 300 }],
    });
  });

  it.each([
    [{ price: 0 }, 'price: Price must be greater than 0'],
    [{ price: 10.123 }, 'price: Price must have at most 2 decimals'],
    [{ discounted_price: 2500 }, 'discounted_price: Discounted price must not exceed the price'],
    [{ quantity: -1 }, 'quantity: Quantity must not be negative'],
    [{ sub_type: null }, 'sub_type: Sub type is required for Jewelry'],
    [{ type: 'Shoes' }, 'type: Type must be Jewelry or Bags'],
    [{ images: [] }, 'images: At least one image is required'],
    [{ title: '  ' }, 'title: Title is required'],
    [{ owner: 'me' }, 'owner: Unknown field'],
  ])('refuses %j with 400', async (change, message) => {
    const response = await create({ ...earrings(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('refuses images that were never uploaded', async () => {
    const response = await create({
      ...earrings(),
      images: ['00000000-0000-0000-0000-000000000000.webp'],
      imageColors: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldRefusal(
        'images',
        'Image 00000000-0000-0000-0000-000000000000.webp has not been uploaded',
      ),
    );
  });

  it('answers 404 "Product not found." for an unknown id and 400 for a bad one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products/get/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found.' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/get/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('id: Must be a number');
  });

  describe('update', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create(earrings())).json<ProductBody>().product.id;
    });
    const update = (payload: object, productId = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/update/${productId}`,
        headers: t.auth,
        payload,
      });

    it('accepts only a discounted price (the bulk discount)', async () => {
      const response = await update({ discounted_price: 1799.55 });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductBody>().product).toMatchObject({
        price: 1999.5,
        discounted_price: 1799.55,
      });
    });

    it('refuses a discounted price above the stored price', async () => {
      const response = await update({ discounted_price: 2000 });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'discounted_price: Discounted price must not exceed the price',
      );
    });

    it('refuses a price below the stored discounted price', async () => {
      const response = await update({ price: 100 });
      expect(response.statusCode).toBe(400);
    });

    it('updates the flags and the fields sent, keeping the rest', async () => {
      const response = await update({
        show_price: 'Active',
        top_featured: 'Inactive',
        quantity: 9,
      });
      expect(response.json<ProductBody>().product).toMatchObject({
        show_price: 'Active',
        top_featured: 'Inactive',
        quantity: 9,
        title: 'Gold Earrings',
      });
    });

    it('applies a form saved with the stock it showed as a change: units orders took stay taken', async () => {
      await update({ quantity: 10 });
      // The form opens showing 10; meanwhile a shopper orders 3 (stock 7); staff add 5 and save.
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: TEST_SHIPPING_INFO,
          cartItems: [{ id, quantity: 3, selectedColor: '' }],
          // The discounted price the first update set.
          totalPrice: 5398.65,
          deliveryFee: 0,
          grandTotal: 5398, // whole rupees, rounded down (issue #29)
        },
      });
      expect(order.statusCode).toBe(201);
      const saved = await update({ quantity: 15, quantity_was: 10 });
      expect(saved.json<ProductBody>().product.quantity).toBe(12);
      // Sold out from a stale form: never below zero.
      expect(
        (await update({ quantity: 0, quantity_was: 20 })).json<ProductBody>().product.quantity,
      ).toBe(0);
      const alone = await update({ quantity_was: 3 });
      expect(alone.statusCode).toBe(400);
      expect(alone.json<{ message: string }>().message).toBe(
        'quantity: Quantity is required with quantity_was',
      );
    });

    it('clears the sub type when the product becomes a bag', async () => {
      const response = await update({ type: 'Bags' });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductBody>().product).toMatchObject({ type: 'Bags', sub_type: null });
      const back = await update({ type: 'Jewelry' });
      expect(back.statusCode).toBe(400);
      expect(back.json<{ message: string }>().message).toBe(
        'sub_type: Sub type is required for Jewelry',
      );
    });

    it('answers 404 for an unknown product', async () => {
      const response = await update({ quantity: 1 }, 999999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found.' });
    });
  });

  it('applies one discount to every product in one request, as bulkDiscountPrice computes it', async () => {
    await create({ ...earrings(), title: 'Odd price', price: 999.99 });
    const discount = (payload: object, headers: Record<string, string> = t.auth) =>
      t.app.inject({ method: 'POST', url: '/api/admin/products/discount', headers, payload });
    const response = await discount({ percent: 12.5 });
    expect(response.statusCode).toBe(200);
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products/get' })).json<{
      products: { price: number; discounted_price: number }[];
    }>();
    expect(response.json()).toEqual({ updated: products.length });
    for (const product of products) {
      const expected = toRupees(bulkDiscountPrice(toPaisa(product.price), 12.5));
      expect(product.discounted_price).toBe(expected);
    }
    expect(products.find((product) => product.price === 999.99)?.discounted_price).toBe(874.99);
    for (const bad of [{ percent: 101 }, { percent: -1 }, { percent: 'ten' }, {}]) {
      const refused = await discount(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('percent');
    }
    expect((await discount({ percent: 10 }, {})).statusCode).toBe(401);
  });

  it('deletes a product, then answers 404 for it', async () => {
    const id = (await create(earrings())).json<ProductBody>().product.id;
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/products/delete/${id}`, headers: t.auth });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Product deleted.' });
    expect((await remove()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/get/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('requires a token for writes', async () => {
    const response = await create(earrings(), {});
    expect(response.statusCode).toBe(401);
  });
});
