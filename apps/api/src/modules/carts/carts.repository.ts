import { and, asc, count, desc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { cartItems } from '../../db/schema/cart-items';
import { productVariants } from '../../db/schema/product-variants';
import { products } from '../../db/schema/products';

/** A cart line with what staff see of its product and variant (title, current price, images). */
export interface CartItemView {
  id: number;
  cartId: string;
  productId: number;
  selectedColor: string;
  variantId: number | null;
  sku: string | null;
  variantOptions: Record<string, string> | null;
  productOptions: string[];
  quantity: number;
  updatedAt: Date;
  title: string;
  price: number;
  discountedPrice: number;
  variantPrice: number | null;
  variantDiscountedPrice: number | null;
  images: string[];
}

/** A line is its cart, product, colour and variant (none: null). */
interface LineKey {
  cartId: string;
  productId: number;
  selectedColor: string;
  variantId: number | null;
}

const view = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  productId: cartItems.productId,
  selectedColor: cartItems.selectedColor,
  variantId: cartItems.variantId,
  sku: productVariants.sku,
  variantOptions: productVariants.options,
  productOptions: products.options,
  quantity: cartItems.quantity,
  updatedAt: cartItems.updatedAt,
  title: products.title,
  price: products.price,
  discountedPrice: products.discountedPrice,
  variantPrice: productVariants.price,
  variantDiscountedPrice: productVariants.discountedPrice,
  images: products.images,
};

export function createCartsRepository(db: Database) {
  const selectView = () =>
    db
      .select(view)
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId));

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
    /** The product's variants (id, options) in the owner's order; null when there is no product. */
    async variantsOf(
      productId: number,
    ): Promise<{ id: number; options: Record<string, string> }[] | null> {
      const rows = await db
        .select({
          productId: products.id,
          id: productVariants.id,
          options: productVariants.options,
        })
        .from(products)
        .leftJoin(productVariants, eq(productVariants.productId, products.id))
        .where(eq(products.id, productId))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      if (rows.length === 0) return null;
      return rows.flatMap((row) =>
        row.id === null || row.options === null ? [] : [{ id: row.id, options: row.options }],
      );
    },
    async countLines(cartId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId));
      return row?.value ?? 0;
    },
    hasLine(line: LineKey): Promise<boolean> {
      return rowExists(
        db,
        cartItems,
        and(
          eq(cartItems.cartId, line.cartId),
          eq(cartItems.productId, line.productId),
          eq(cartItems.selectedColor, line.selectedColor),
          line.variantId === null
            ? isNull(cartItems.variantId)
            : eq(cartItems.variantId, line.variantId),
        ),
      );
    },
    /** Sets the quantity of the line, creating it if needed; returns its id. */
    async upsert(values: LineKey & { quantity: number }): Promise<number> {
      const [row] = await db
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [
            cartItems.cartId,
            cartItems.productId,
            cartItems.selectedColor,
            cartItems.variantId,
          ],
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
