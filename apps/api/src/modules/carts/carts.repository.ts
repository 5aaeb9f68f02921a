import { and, count, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/cart-items';
import { products } from '../../db/schema/products';

/** A cart line with what staff see of its product (title, current price, images). */
export interface CartItemView {
  id: number;
  cartId: string;
  productId: number;
  selectedColor: string;
  quantity: number;
  updatedAt: Date;
  title: string;
  discountedPrice: number;
  images: string[];
}

const view = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  productId: cartItems.productId,
  selectedColor: cartItems.selectedColor,
  quantity: cartItems.quantity,
  updatedAt: cartItems.updatedAt,
  title: products.title,
  discountedPrice: products.discountedPrice,
  images: products.images,
};

export function createCartsRepository(db: Database) {
  const selectView = () =>
    db.select(view).from(cartItems).innerJoin(products, eq(products.id, cartItems.productId));

  return {
    /** Newest first. */
    listItems(): Promise<CartItemView[]> {
      return selectView().orderBy(desc(cartItems.updatedAt), desc(cartItems.id));
    },
    /** The back office's table: newest first; found by product title or colour, or product id. */
    adminList(q: string | undefined): AdminListReader<CartItemView> {
      const where = adminSearch(q, {
        texts: [products.title, cartItems.selectedColor],
        ids: [cartItems.productId],
      });
      return {
        async count() {
          const [row] = await db
            .select({ count: count() })
            .from(cartItems)
            .innerJoin(products, eq(products.id, cartItems.productId))
            .where(where);
          return row?.count ?? 0;
        },
        rows: (limit, offset) =>
          selectView()
            .where(where)
            .orderBy(desc(cartItems.updatedAt), desc(cartItems.id))
            .limit(limit)
            .offset(offset),
      };
    },
    async findItem(id: number, cartId?: string): Promise<CartItemView | undefined> {
      const where = cartId
        ? and(eq(cartItems.id, id), eq(cartItems.cartId, cartId))
        : eq(cartItems.id, id);
      const [row] = await selectView().where(where);
      return row;
    },
    async productExists(productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      return row !== undefined;
    },
    async countLines(cartId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId));
      return row?.value ?? 0;
    },
    async hasLine(cartId: string, productId: number, selectedColor: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.productId, productId),
            eq(cartItems.selectedColor, selectedColor),
          ),
        );
      return row !== undefined;
    },
    /** Sets the quantity of the (cart, product, colour) line, creating it if needed; returns its id. */
    async upsert(values: {
      cartId: string;
      productId: number;
      selectedColor: string;
      quantity: number;
    }): Promise<number> {
      const [row] = await db
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.selectedColor],
          set: { quantity: values.quantity, updatedAt: sql`now()` },
        })
        .returning({ id: cartItems.id });
      if (!row) throw new Error('upsert returned no row');
      return row.id;
    },
    async setQuantity(id: number, cartId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartItems.id, id), eq(cartItems.cartId, cartId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },
    async remove(id: number, cartId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.cartId, cartId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },
    /** Deletes every line of the carts whose newest line is older than `before`; returns the count. */
    async purgeUntouchedSince(before: Date): Promise<number> {
      const stale = db
        .select({ cartId: cartItems.cartId })
        .from(cartItems)
        .groupBy(cartItems.cartId)
        .having(lt(max(cartItems.updatedAt), before));
      const rows = await db
        .delete(cartItems)
        .where(inArray(cartItems.cartId, stale))
        .returning({ id: cartItems.id });
      return rows.length;
    },
  };
}
