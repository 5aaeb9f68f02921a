/**
 * A product's variants as the back office edits them (issue #27): the form's options and variants
 * (SKU generated or typed and unique, stock as a change from what the form loaded, a variant added or
 * removed), and the spec's form, which knows colours and one stock. The ledger adds up after each.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, Variant } from '@shop/domain/schemas/product.schema';
import { setUpTestApp } from '../../test/app';
import { setUpStoredPngs } from '../../test/images';
import { postOrderOfLine } from '../../test/orders';
import { expectLedgerAddsUp } from '../../test/stock-ledger';

describe("a product's variants in the back office", () => {
  const t = setUpTestApp();
  const images = setUpStoredPngs(t, [
    [40, 40],
    [30, 60],
  ]);
  afterEach(() => expectLedgerAddsUp(t.db));

  const send = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.auth, payload });
  const ring = (extra: object = {}) => ({
    title: 'Kundan ring',
    description: 'A ring in sizes.',
    price: 2500,
    type: 'Jewelry',
    sub_type: 'Rings',
    images,
    imageColors: ['Gold', 'Silver'],
    ...extra,
  });
  const productOf = (response: { json: () => unknown }) =>
    (response.json() as { product: Product }).product;

  it('edits SKUs, prices and stock as changes, adds one variant and removes another', async () => {
    const created = await send('/products/create', {
      ...ring(),
      options: ['Colour', 'Size'],
      variants: [
        { options: { colour: 'Gold', size: '6' }, quantity: 4 },
        { options: { colour: 'Gold', size: '7' }, quantity: 2 },
        { options: { colour: 'Silver', size: '6' }, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = productOf(created);
    const [gold6, gold7] = product.variants as [Variant, Variant, Variant];
    expect(product.quantity).toBe(7);

    // An order takes 1 gold 6 while the form is open: the form's 4 → 10 adds 6 to the 3 left.
    const placed = await postOrderOfLine(t.app, { id: product.id, variantId: gold6.id });
    expect(placed.statusCode).toBe(201);

    const edited = await send(`/products/update/${product.id}`, {
      options: ['Colour', 'Size'],
      variants: [
        { id: gold6.id, options: { colour: 'Gold', size: '6' }, quantity: 10, quantity_was: 4 },
        {
          id: gold7.id,
          sku: 'RING-GOLD-7',
          options: { colour: 'Gold', size: '7' },
          quantity: 2,
          price: 2800,
          discounted_price: 2600,
        },
        { options: { colour: 'Silver', size: '7' }, quantity: 5 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = productOf(edited);
    expect(after.variants).toEqual([
      { ...gold6, quantity: 9 },
      { ...gold7, sku: 'RING-GOLD-7', price: 2800, discounted_price: 2600 },
      {
        id: expect.any(Number),
        sku: `P${product.id}-SILVER-7`,
        options: { colour: 'Silver', size: '7' },
        quantity: 5,
      },
    ]);
    expect(after.quantity).toBe(16);

    // SKUs are unique in any case.

    const taken = await send(`/products/update/${product.id}`, {
      options: ['Colour', 'Size'],
      variants: [
        { id: gold6.id, sku: 'ring-gold-7', options: { colour: 'Gold', size: '6' }, quantity: 9 },
        { id: gold7.id, options: { colour: 'Gold', size: '7' }, quantity: 2 },
      ],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({
      'variants.0.sku': 'This SKU is used by another variant. Please choose another.',
    });
    const mismatched = await send(`/products/update/${product.id}`, {
      options: ['Colour', 'Size'],
      variants: [{ id: gold6.id, options: { colour: 'Gold' }, quantity: 9 }],
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().fieldErrors).toEqual({
      'variants.0.options': 'Each variant names a value for Colour, Size',
    });
    // The spec's form sends one stock: for a product with sizes it is refused, naming the field.
    const oneStock = await send(`/products/update/${product.id}`, { quantity: 3 });
    expect(oneStock.statusCode).toBe(400);
    expect(Object.keys(oneStock.json().fieldErrors)).toEqual(['quantity']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/delete/${product.id}`,
      headers: t.auth,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("follows the spec's form: colours kept, renamed, added and dropped, the stock kept whole", async () => {
    const created = await send('/products/create', { ...ring(), quantity: 6 });
    const product = productOf(created);
    expect(product.variants.map((variant) => [variant.options.colour, variant.quantity])).toEqual([
      ['Gold', 6],
      ['Silver', 0],
    ]);
    // Silver renamed Rose gold, and a third colour: Gold keeps its 6, the new ones start at 0.
    const recoloured = await send(`/products/update/${product.id}`, {
      images: [...images, images[0]],
      imageColors: ['Gold', 'Rose gold', 'Black'],
    });
    expect(recoloured.statusCode).toBe(200);
    const after = productOf(recoloured);
    expect(after.variants.map((variant) => [variant.options.colour, variant.quantity])).toEqual([
      ['Gold', 6],
      ['Rose gold', 0],
      ['Black', 0],
    ]);
    expect(after.variants[1]?.id).toBe(product.variants[1]?.id);
    // Gold dropped: its 6 move to the first colour left; then the stock 6 → 9 adds 3 there.
    const dropped = await send(`/products/update/${product.id}`, {
      images,
      imageColors: ['Black', 'Rose gold'],
      quantity: 9,
      quantity_was: 6,
    });
    expect(dropped.statusCode).toBe(200);
    const last = productOf(dropped);
    expect(last.quantity).toBe(9);
    expect(last.variants.map((variant) => [variant.options.colour, variant.quantity])).toEqual([
      ['Black', 9],
      ['Rose gold', 0],
    ]);
    // A fall is taken from the variants in their order.
    const fewer = await send(`/products/update/${product.id}`, { quantity: 4 });
    expect(productOf(fewer).variants.map((variant) => variant.quantity)).toEqual([4, 0]);
  });
});
