/**
 * Pictures per option value (issue #27, decision 0034): a bag sold in two styles and no colours gives
 * each style its pictures; they are kept through an edit and read back by the spec's calls, and an order
 * stores the chosen style's picture for its line, the one the cart showed (the domain's imageForChoice).
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Variant } from '@shop/domain/schemas/product.schema';
import { orderLines } from '../../db/schema/order-lines';
import { setUpTestApp } from '../../test/app';
import { pngOf } from '../../test/images';
import { type OrderedLine, postOrderOfLine } from '../../test/orders';
import { expectLedgerAddsUp } from '../../test/stock-ledger';

describe('pictures per option value', () => {
  const t = setUpTestApp();
  let clutch: string;
  let tote: string;
  let toteSide: string;
  beforeAll(async () => {
    clutch = await t.app.images.store(await pngOf(40, 40));
    tote = await t.app.images.store(await pngOf(30, 60));
    toteSide = await t.app.images.store(await pngOf(60, 30));
  });
  afterEach(() => expectLedgerAddsUp(t.db));

  const send = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.auth, payload });
  const productOf = (response: { json: () => unknown }) =>
    (response.json() as { product: Product }).product;
  const linesOf = (productId: number) =>
    t.db
      .select({
        variantId: orderLines.variantId,
        image: orderLines.image,
        selectedColor: orderLines.selectedColor,
      })
      .from(orderLines)
      .where(eq(orderLines.productId, productId))
      .orderBy(asc(orderLines.id));
  const order = (line: OrderedLine) => postOrderOfLine(t.app, line);

  it("keeps each style's pictures through create, update and read, and the order line stores the chosen one", async () => {
    const created = await send('/products/create', {
      title: 'Leather bag',
      description: 'A bag in two styles.',
      price: 2500,
      type: 'Bags',
      images: [clutch, tote],
      imageColors: ['Clutch', 'Tote'],
      options: ['Style'],
      variants: [
        { options: { style: 'Clutch' }, quantity: 3 },
        { options: { style: 'Tote' }, quantity: 2 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = productOf(created);
    expect(product.options).toEqual(['Style']);
    expect(product.imageColors).toEqual(['Clutch', 'Tote']);

    // The owner adds a second picture of the tote, first among the images.
    const edited = await send(`/products/update/${product.id}`, {
      images: [toteSide, clutch, tote],
      imageColors: ['Tote', 'Clutch', 'Tote'],
    });
    expect(edited.statusCode).toBe(200);

    const read = await t.app.inject({ method: 'GET', url: `/api/products/get/${product.id}` });
    const stored = productOf(read);
    expect(stored.images).toEqual([toteSide, clutch, tote]);
    expect(stored.imageColors).toEqual(['Tote', 'Clutch', 'Tote']);
    const listed = (
      (await t.app.inject({ method: 'GET', url: '/api/products/get' })).json() as {
        products: Product[];
      }
    ).products.find((each) => each.id === product.id);
    expect(listed?.imageColors).toEqual(['Tote', 'Clutch', 'Tote']);
    const [clutchVariant, toteVariant] = stored.variants as [Variant, Variant];

    const toteOrder = await order({ id: product.id, variantId: toteVariant.id });
    expect(toteOrder.statusCode).toBe(201);
    const clutchOrder = await order({ id: product.id, variantId: clutchVariant.id });
    expect(clutchOrder.statusCode).toBe(201);
    const lines = await linesOf(product.id);
    expect(lines).toEqual([
      { variantId: toteVariant.id, image: toteSide, selectedColor: '' },
      { variantId: clutchVariant.id, image: clutch, selectedColor: '' },
    ]);
  });

  it('keeps colours owning the pictures of a ring in colours and sizes', async () => {
    const created = await send('/products/create', {
      title: 'Kundan ring',
      description: 'A ring in sizes.',
      price: 2500,
      type: 'Jewelry',
      sub_type: 'Rings',
      images: [clutch, tote],
      imageColors: ['Gold', 'Silver'],
      options: ['Size', 'Colour'],
      variants: [
        { options: { size: '6', colour: 'Gold' }, quantity: 1 },
        { options: { size: '6', colour: 'Silver' }, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = productOf(created);
    const silver = product.variants.find((each) => each.options.colour === 'Silver') as Variant;
    expect((await order({ id: product.id, variantId: silver.id })).statusCode).toBe(201);
    // The spec's cart line names the colour only.
    expect((await order({ id: product.id, selectedColor: 'gold' })).statusCode).toBe(201);
    const lines = await linesOf(product.id);
    expect(lines.map(({ image, selectedColor }) => ({ image, selectedColor }))).toEqual([
      { image: tote, selectedColor: 'Silver' },
      { image: clutch, selectedColor: 'Gold' },
    ]);
  });

  it("refuses the product's rules on the product an update would leave, under the field", async () => {
    const created = await send('/products/create', {
      title: 'Tote',
      description: 'A bag.',
      price: 2500,
      discounted_price: 2000,
      type: 'Bags',
      images: [tote],
      imageColors: ['Tote'],
      options: ['Style'],
      variants: [{ options: { style: 'Tote' }, quantity: 1 }],
    });
    const product = productOf(created);
    const [variant] = product.variants as [Variant];
    // The price alone falls below the stored sale price: the product it would leave breaks the rule.
    const lower = await send(`/products/update/${product.id}`, { price: 1500 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      fieldErrors: { discounted_price: 'Discounted price must not exceed the price' },
    });
    // A variant's sale price without its own price is taken off the product's.
    const sale = await send(`/products/update/${product.id}`, {
      options: ['Style'],
      variants: [
        { id: variant.id, options: { style: 'Tote' }, quantity: 1, discounted_price: 3000 },
      ],
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({
      fieldErrors: { 'variants.0.discounted_price': 'Sale price must not exceed the price' },
    });
    const bags = await send(`/products/update/${product.id}`, { sub_type: 'Rings' });
    expect(bags.statusCode).toBe(400);
    expect(bags.json()).toMatchObject({ fieldErrors: { sub_type: 'Bags have no sub type' } });
  });
});
