import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart-items';
import { productVariants } from '../../db/schema/product-variants';
import { setUpTestApp } from '../../test/app';
import { insertTestProduct } from '../demo/test-fixtures';
import { purgeAbandonedCarts } from './carts.service';

interface CartItemBody {
  id: number;
  cartId: string;
  productId: number;
  title: string;
  price: number;
  quantity: number;
  selectedColor: string;
  variantId: number | null;
  variantName: string;
  sku: string | null;
  product: { images: string[] };
}

describe('carts', () => {
  const t = setUpTestApp();
  let productId: number;
  const cartA = randomUUID();
  const cartB = randomUUID();

  beforeAll(async () => {
    productId = (await insertTestProduct(t.db, { priceRupees: 2500, discountedRupees: 2250 })).id;
  });

  const add = (cartId: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: cartId ? { 'x-cart-id': cartId } : {},
      payload,
    });
  const update = (cartId: string, lineId: number, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cart/update/${lineId}`,
      headers: { 'x-cart-id': cartId },
      payload: { quantity },
    });
  const remove = (cartId: string, lineId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${lineId}`,
      headers: { 'x-cart-id': cartId },
    });

  it('sets a line’s quantity, creating it once per product and colour', async () => {
    const first = await add(cartA, { productId, selectedColor: 'gold', quantity: 1 });
    expect(first.statusCode).toBe(200);
    const { cartItem } = first.json<{ cartItem: CartItemBody }>();
    expect(cartItem).toMatchObject({
      cartId: cartA,
      productId,
      title: 'Gold hoop earrings',
      price: 2250,
      quantity: 1,
      selectedColor: 'gold',
      product: { images: expect.arrayContaining([expect.stringMatching(/\.webp$/)]) },
    });

    const again = await add(cartA, { productId, selectedColor: 'gold', quantity: 3 });
    expect(again.json<{ cartItem: CartItemBody }>().cartItem).toMatchObject({
      id: cartItem.id,
      quantity: 3,
    });
    const silver = await add(cartA, { productId, selectedColor: 'silver', quantity: 1 });
    expect(silver.json<{ cartItem: CartItemBody }>().cartItem.id).not.toBe(cartItem.id);
  });

  it('needs a UUID in X-Cart-Id', async () => {
    const missing = await add(undefined, { productId, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'x-cart-id: X-Cart-Id must be a UUID' });
    const bad = await add('cart-1', { productId, quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { 'x-cart-id': 'X-Cart-Id must be a UUID' } });
  });

  it('names the field for a bad body and answers 404 for an unknown product', async () => {
    const negative = await add(cartA, { productId, quantity: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ message: 'quantity: Quantity must not be negative' });
    const huge = await add(cartA, { productId, quantity: 5_000_000_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: 'quantity: Quantity must be at most 1000' });
    const hugeId = await add(cartA, { productId: 99_999_999_999, quantity: 1 });
    expect(hugeId.statusCode).toBe(400);
    expect(hugeId.json()).toMatchObject({ fieldErrors: { productId: expect.any(String) } });
    const unknown = await add(cartA, { productId: 987654, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found.' });
  });

  it('updates and removes only lines of the caller’s cart', async () => {
    const line = (await add(cartA, { productId, selectedColor: 'gold', quantity: 2 })).json<{
      cartItem: CartItemBody;
    }>().cartItem;

    const foreign = await update(cartB, line.id, 9);
    expect(foreign.statusCode).toBe(404);
    const foreignRemove = await remove(cartB, line.id);
    expect(foreignRemove.statusCode).toBe(404);

    const updated = await update(cartA, line.id, 0);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ cartItem: { id: line.id, quantity: 0 } });

    const removed = await remove(cartA, line.id);
    expect(removed.statusCode).toBe(200);
    const again = await remove(cartA, line.id);
    expect(again.statusCode).toBe(404);
  });

  it('holds at most 100 lines per cart', async () => {
    const cart = randomUUID();
    await t.db.insert(cartItems).values(
      Array.from({ length: 100 }, (_, index) => ({
        cartId: cart,
        productId,
        selectedColor: `colour ${index}`,
        quantity: 1,
      })),
    );
    const extra = await add(cart, { productId, selectedColor: 'one more', quantity: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      message: 'productId: A cart holds at most 100 different items',
    });
    // Changing an existing line is still allowed.
    const existing = await add(cart, { productId, selectedColor: 'colour 5', quantity: 2 });
    expect(existing.statusCode).toBe(200);
    await t.db.delete(cartItems).where(sql`${cartItems.cartId} = ${cart}`);
  });

  it('shows staff every line, every cart and one line, with a token only', async () => {
    await add(cartB, { productId, selectedColor: 'gold', quantity: 1 });

    const items = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: t.auth });
    expect(items.statusCode).toBe(200);
    const { cartItems: lines } = items.json<{ cartItems: CartItemBody[] }>();
    expect(lines).toHaveLength(2);
    expect(lines[0]?.cartId).toBe(cartB);

    const carts = await t.app.inject({ method: 'GET', url: '/api/cart/', headers: t.auth });
    expect(carts.statusCode).toBe(200);
    const body = carts.json<{ carts: { cartId: string; items: unknown[] }[] }>();
    expect(body.carts.map((cart) => [cart.cartId, cart.items.length])).toEqual([
      [cartB, 1],
      [cartA, 1],
    ]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/cart/get/${lines[0]?.id}`,
      headers: t.auth,
    });
    expect(one.json()).toMatchObject({ cartItem: { id: lines[0]?.id, cartId: cartB } });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get/999999',
      headers: t.auth,
    });
    expect(unknown.statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url: '/api/cart/get' })).statusCode).toBe(401);
  });

  it('purges carts untouched for 30 days, keeping the others', async () => {
    const old = randomUUID();
    await t.db.insert(cartItems).values({
      cartId: old,
      productId,
      quantity: 1,
      updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    expect(await purgeAbandonedCarts(t.db)).toBe(1);
    const items = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: t.auth });
    expect(items.json<{ cartItems: unknown[] }>().cartItems).toHaveLength(2);
  });

  it("stores the variant a line names, or its colour's, and shows it to staff", async () => {
    const cart = randomUUID();
    const ring = await insertTestProduct(t.db, { colourStock: { gold: 2, silver: 1 } });
    // A second gold (a size), stock 0 so the ledger still adds up: gold alone is now ambiguous.
    await t.db.insert(productVariants).values({
      productId: ring.id,
      sku: 'RING-GOLD-7',
      options: { colour: 'gold', size: '7' },
      price: 180000,
      discountedPrice: 160000,
    });
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} = ${ring.id}`)
      .orderBy(productVariants.id);
    const [gold, silver, goldSeven] = variants.map((variant) => variant.id);

    const bySilver = await add(cart, { productId: ring.id, selectedColor: 'Silver', quantity: 1 });
    expect(bySilver.json<{ cartItem: CartItemBody }>().cartItem).toMatchObject({
      variantId: silver,
      variantName: 'silver',
      sku: `P${ring.id}-SILVER`,
    });
    const first = await add(cart, {
      productId: ring.id,
      selectedColor: 'gold',
      variantId: gold,
      quantity: 1,
    });
    const second = await add(cart, {
      productId: ring.id,
      selectedColor: 'gold',
      variantId: String(goldSeven),
      quantity: 2,
    });
    const [one, two] = [first, second].map((answer) => answer.json<{ cartItem: CartItemBody }>());
    expect(one?.cartItem).toMatchObject({ variantId: gold, sku: `P${ring.id}-GOLD`, quantity: 1 });
    expect(two?.cartItem).toMatchObject({
      variantId: goldSeven,
      sku: 'RING-GOLD-7',
      quantity: 2,
      price: 1600,
    });
    expect(two?.cartItem.id).not.toBe(one?.cartItem.id);
    const ambiguous = await add(cart, { productId: ring.id, selectedColor: 'gold', quantity: 1 });
    expect(ambiguous.json<{ cartItem: CartItemBody }>().cartItem).toMatchObject({
      variantId: null,
      variantName: '',
      sku: null,
    });

    const foreign = await add(cart, {
      productId,
      selectedColor: 'gold',
      variantId: silver,
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ fieldErrors: { variantId: expect.any(String) } });

    const listed = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: t.auth });
    const mine = listed
      .json<{ cartItems: CartItemBody[] }>()
      .cartItems.filter((item) => item.cartId === cart);
    expect(mine.map((item) => item.sku).sort()).toEqual(
      [`P${ring.id}-GOLD`, `P${ring.id}-SILVER`, 'RING-GOLD-7', null].sort(),
    );
  });
});
