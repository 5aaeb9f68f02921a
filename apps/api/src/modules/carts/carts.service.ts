/**
 * The server's mirror of shoppers' carts (admin 'View Cart'). The browser's cart is the truth; each tab
 * names its cart with a random UUID (X-Cart-Id) and may change only that cart's lines. Lines show the
 * product's current title, price and images, and the variant chosen: the one the line names, else the
 * one of its colour (the spec's clients send the product and a colour, as their orders do).
 */
import { toRupees } from '@shop/domain/money';
import { variantForColour, variantName, variantPrices } from '@shop/domain/variants';
import type { AddCartItemBody, Cart, CartItem } from '@shop/domain/schemas/cart.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { withIsoDates } from '../../db/iso-dates';
import { pick } from '../../db/pick';
import { AppError } from '../../plugins/errors';
import { createCartsRepository, type CartItemView } from './carts.repository';

const MAX_LINES_PER_CART = 100;
const CART_RETENTION_DAYS = 30;
const ITEM_NOT_FOUND = 'Cart item not found.';

/** The fields a cart line sends as its view reads them (the date as ISO text). */
const FIELDS_AS_READ = [
  'id',
  'cartId',
  'productId',
  'title',
  'quantity',
  'selectedColor',
  'variantId',
  'sku',
  'updatedAt',
] as const;

function toCartItem(row: CartItemView): CartItem {
  return {
    ...withIsoDates(pick(row, FIELDS_AS_READ)),
    // What the shopper would pay now: the variant's own price where it has one (variantPrices).
    price: toRupees(
      variantPrices(row, { price: row.variantPrice, discountedPrice: row.variantDiscountedPrice })
        .discountedPrice,
    ),
    variantName: row.variantOptions ? variantName(row.variantOptions, row.productOptions) : '',
    product: { images: row.images },
  };
}

/**
 * The variant a line is for: the one it names (400 when that is not the product's), else the one of
 * its colour when exactly one matches (the order's rule), else none: the copy keeps what it was sent.
 */
function lineVariant(
  variants: { id: number; options: Record<string, string> }[],
  body: AddCartItemBody,
): number | null {
  if (body.variantId !== undefined) {
    if (!variants.some((variant) => variant.id === body.variantId)) {
      throw AppError.invalidField(
        'variantId',
        'This is not one of the ways this product comes in.',
      );
    }
    return body.variantId;
  }
  const chosen = variantForColour(variants, body.selectedColor);
  return chosen === null || chosen === 'ambiguous' ? null : chosen.id;
}

export function createCartsService(deps: { db: Database }) {
  const repository = createCartsRepository(deps.db);

  async function itemOf(id: number, cartId?: string): Promise<CartItem> {
    const row = await repository.findItem(id, cartId);
    if (!row) throw new AppError('not_found', ITEM_NOT_FOUND);
    return toCartItem(row);
  }

  return {
    async add(cartId: string, body: AddCartItemBody): Promise<CartItem> {
      const variants = await repository.variantsOf(body.productId);
      if (!variants) throw new AppError('not_found', 'Product not found.');
      const line = {
        cartId,
        productId: body.productId,
        selectedColor: body.selectedColor,
        variantId: lineVariant(variants, body),
      };
      if (
        !(await repository.hasLine(line)) &&
        (await repository.countLines(cartId)) >= MAX_LINES_PER_CART
      ) {
        throw AppError.invalidField(
          'productId',
          `A cart holds at most ${MAX_LINES_PER_CART} different items`,
        );
      }
      const id = await repository.upsert({ ...line, quantity: body.quantity });
      return itemOf(id, cartId);
    },

    async update(cartId: string, id: number, quantity: number): Promise<CartItem> {
      if (!(await repository.setQuantity(id, cartId, quantity))) {
        throw new AppError('not_found', ITEM_NOT_FOUND);
      }
      return itemOf(id, cartId);
    },

    async remove(cartId: string, id: number): Promise<void> {
      if (!(await repository.remove(id, cartId))) throw new AppError('not_found', ITEM_NOT_FOUND);
    },

    /** A page of the back office's table. */
    adminList(query: AdminListQuery) {
      return readAdminPage(query, repository.adminList(query.q), toCartItem);
    },
    async listItems(): Promise<CartItem[]> {
      return (await repository.listItems()).map(toCartItem);
    },

    get: (id: number) => itemOf(id),

    /** Carts grouped, the most recently touched first. */
    async listCarts(): Promise<Cart[]> {
      const carts = new Map<string, Cart>();
      for (const item of (await repository.listItems()).map(toCartItem)) {
        const cart = carts.get(item.cartId);
        if (cart) cart.items.push(item);
        else
          carts.set(item.cartId, { cartId: item.cartId, updatedAt: item.updatedAt, items: [item] });
      }
      return [...carts.values()];
    },
  };
}

/** Run at start: carts nobody touched for CART_RETENTION_DAYS are abandoned. */
export async function purgeAbandonedCarts(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CART_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return createCartsRepository(db).purgeUntouchedSince(before);
}
