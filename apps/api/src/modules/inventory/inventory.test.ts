/**
 * Variants and the stock ledger through the API (issue #27): product answers with their variants, the
 * spec's order by colour and an order by variant, cancels giving back to the variant sold, staff's
 * adjustments with a reason and the ledger's pages, and 50 shoppers racing for a variant's last 5.
 * Every test that changes stock ends with the one assertion that the ledger adds up.
 */
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@shop/domain/schemas/product.schema';
import { setUpTestApp } from '../../test/app';
import { pngOf } from '../../test/images';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import { changeOrderStatus } from '../../test/orders';
import { glassBangleForm } from '../../test/products';
import { insertTestProduct, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { checkStock } from './stock-check';

describe('variants and the stock ledger', () => {
  const t = setUpTestApp();

  let phone = 3000000000;
  /** Each order from another phone, so no cap on one phone's open orders applies. */
  const order = (lines: Record<string, unknown>[], total: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/create',
      payload: {
        shippingInfo: { ...TEST_SHIPPING_INFO, phone: `0${(phone += 1)}` },
        cartItems: lines,
        totalPrice: total,
        deliveryFee: total > 2999 ? 0 : 199,
        grandTotal: total > 2999 ? total : total + 199,
      },
    });
  const productOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/get/${id}` })).json<{
      product: Product;
    }>().product;
  const variantOf = (product: Product, colour: string) =>
    product.variants.find((variant) => variant.options.colour === colour) as Variant;

  it('answers every product with its variants, their stock summing to the quantity', async () => {
    const ring = await insertTestProduct(t.db, { colourStock: { gold: 4, silver: 2 } });
    const product = await productOf(ring.id);
    expect(product.quantity).toBe(6);
    expect(product.options).toEqual(['Colour']);
    expect(product.imageColors).toEqual(['gold', 'silver']);
    expect(product.variants).toEqual([
      { id: expect.any(Number), sku: `P${ring.id}-GOLD`, options: { colour: 'gold' }, quantity: 4 },
      {
        id: expect.any(Number),
        sku: `P${ring.id}-SILVER`,
        options: { colour: 'silver' },
        quantity: 2,
      },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/products/get' });
    const listed = list.json<{ products: Product[] }>().products.find((p) => p.id === ring.id);
    expect(listed?.variants).toEqual(product.variants);
    const page = await t.app.inject({ method: 'GET', url: '/api/products' });
    const card = page
      .json<{ products: { id: number; variants: Variant[] }[] }>()
      .products.find((p) => p.id === ring.id);
    expect(card?.variants).toEqual(product.variants);
  });

  it("orders a colour's variant from the spec's cart line, and gives it back on cancel", async () => {
    const bag = await insertTestProduct(t.db, {
      priceRupees: 1000,
      colourStock: { gold: 1, silver: 3 },
    });
    const placed = await order([{ id: bag.id, selectedColor: 'Silver', quantity: 2 }], 2000);
    expect(placed.statusCode).toBe(201);
    const line = placed.json<{ order: { cartItems: Record<string, unknown>[] } }>().order
      .cartItems[0];
    expect(line).toMatchObject({
      selectedColor: 'silver',
      sku: `P${bag.id}-SILVER`,
      variant: 'silver',
    });
    let product = await productOf(bag.id);
    expect(variantOf(product, 'silver').quantity).toBe(1);
    expect(variantOf(product, 'gold').quantity).toBe(1);
    expect(product.quantity).toBe(2);
    // Gold has 1: 2 gold are refused, though the product holds 2 in all.
    const refused = await order([{ id: bag.id, selectedColor: 'gold', quantity: 2 }], 2000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Only 1 left in stock for Gold hoop earrings (gold)',
    });

    const id = placed.json<{ order: { id: number } }>().order.id;
    const cancel = await changeOrderStatus(t.app, t.auth, id, {
      status: 'cancelled',
      reason: 'no_answer',
    });
    expect(cancel.statusCode).toBe(200);
    product = await productOf(bag.id);
    expect(variantOf(product, 'silver').quantity).toBe(3);
    const ledger = await t.app.inject({
      url: `/api/admin/inventory/movements?variantId=${variantOf(product, 'silver').id}`,
      headers: t.auth,
    });
    const number = placed.json<{ order: { number: string } }>().order.number;
    expect(
      ledger
        .json<{ items: Record<string, unknown>[] }>()
        .items.map((item) => [item.delta, item.reason, item.orderNumber, item.actor]),
    ).toEqual([
      [2, 'order_cancelled', number, 'admin@test.local'],
      [-2, 'order_placed', number, 'shopper'],
      [3, 'product_created', null, 'system'],
    ]);
    await expectLedgerAddsUp(t.db);
  });

  it('creates a product with Colour and Size, orders a variant by id, and asks for the size', async () => {
    const image = await t.app.images.store(await pngOf(40, 40));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products/create',
      headers: t.auth,
      // The second variant names its options with capitals, as typed: they are matched all the same.
      payload: glassBangleForm(image, [
        { options: { colour: 'Red', size: '2.4' }, quantity: 3 },
        { options: { Colour: 'Red', Size: '2.6' }, quantity: 0, price: 1400, sku: 'BANGLE-RED-26' },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ product: Product }>().product;
    expect(product.quantity).toBe(3);
    expect(product.variants).toEqual([
      {
        id: expect.any(Number),
        sku: `P${product.id}-RED-2-4`,
        options: { colour: 'Red', size: '2.4' },
        quantity: 3,
      },
      {
        id: expect.any(Number),
        sku: 'BANGLE-RED-26',
        options: { colour: 'Red', size: '2.6' },
        quantity: 0,
        price: 1400,
      },
    ]);
    const byColour = await order([{ id: product.id, selectedColor: 'Red', quantity: 1 }], 1200);
    expect(byColour.statusCode).toBe(400);
    expect(byColour.json().fieldErrors).toEqual({
      'cartItems.0.variantId': 'Please choose the size of Glass bangle.',
    });
    const small = product.variants[0] as Variant;
    const byId = await order([{ id: product.id, variantId: small.id, quantity: 2 }], 2400);
    expect(byId.statusCode).toBe(201);
    expect(byId.json().order.cartItems[0]).toMatchObject({
      variantId: small.id,
      variant: 'Red / 2.4',
    });
    await expectLedgerAddsUp(t.db);
  });

  it('adjusts stock with a reason, refuses below 0 and bad input, and pages the ledger', async () => {
    const anklet = await insertTestProduct(t.db, { colourStock: { gold: 2, silver: 0 } });
    const gold = variantOf(await productOf(anklet.id), 'gold');
    const adjust = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/inventory/adjust',
        headers: t.auth,
        payload,
      });

    const received = await adjust({ variantId: gold.id, delta: 5, reason: 'received' });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toEqual({
      variant: { ...gold, quantity: 7 },
      productQuantity: 7,
    });
    const tooMany = await adjust({ variantId: gold.id, delta: -8, reason: 'damaged' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      `P${anklet.id}-GOLD has 7 in stock; taking 8 would leave it below 0.`,
    );
    const noNote = await adjust({ variantId: gold.id, delta: -1, reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toEqual({ note: 'Say why in a note' });
    const badReason = await adjust({ variantId: gold.id, delta: -1, reason: 'stolen' });
    expect(badReason.statusCode).toBe(400);
    expect(Object.keys(badReason.json().fieldErrors)).toEqual(['reason']);
    const noVariant = await adjust({ variantId: 999999, delta: 1, reason: 'received' });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().fieldErrors).toEqual({ variantId: 'No such variant.' });
    const lost = await adjust({
      variantId: gold.id,
      delta: -1,
      reason: 'other',
      note: 'Shown at a fair',
    });
    expect(lost.statusCode).toBe(200);

    const movements = await t.app.inject({
      method: 'GET',
      url: `/api/admin/inventory/movements?variantId=${gold.id}&page=1`,
      headers: t.auth,
    });
    expect(movements.statusCode).toBe(200);
    const page = movements.json<{ items: Record<string, unknown>[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.delta, item.reason, item.actor, item.note])).toEqual([
      [-1, 'other', 'admin@test.local', 'Shown at a fair'],
      [5, 'received', 'admin@test.local', null],
      [2, 'product_created', 'system', null],
    ]);
    const unauthorised = await t.app.inject({
      method: 'GET',
      url: `/api/admin/inventory/movements?variantId=${gold.id}`,
    });
    expect(unauthorised.statusCode).toBe(401);
    await expectLedgerAddsUp(t.db);
  });

  it("sells a variant's last 5 to exactly 5 of 50 parallel orders, the other variant untouched", async () => {
    const bangle = await insertTestProduct(t.db, {
      title: 'Kundan bangle',
      priceRupees: 3200,
      colourStock: { gold: 5, silver: 7 },
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        order([{ id: bangle.id, selectedColor: 'gold', quantity: 1 }], 3200),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    const product = await productOf(bangle.id);
    expect(variantOf(product, 'gold').quantity).toBe(0);
    expect(variantOf(product, 'silver').quantity).toBe(7);
    expect(product.quantity).toBe(7);
    await expectLedgerAddsUp(t.db);
    expect((await checkStock(t.db)).movements).toBeGreaterThan(0);
  });
});
