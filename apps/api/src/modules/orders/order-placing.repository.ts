/**
 * What placing an order writes and locks: the products (priced and their stock taken under their rows'
 * locks), the phone's lock and count of open orders, the order with its lines, and the idempotency
 * keys' expiry.
 */
import { UNSHIPPED_STATUSES } from '@shop/domain/order-status';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import type { NewOrderLineRow, NewOrderRow, OrderableProduct, OrderWithLines } from './order-rows';

export function createOrderPlacingRepository(db: Database) {
  return {
    /**
     * Reads the products and locks their rows until the transaction ends, so prices and stock cannot
     * change between pricing and writing. Locked in id order: two orders never wait on each other in a
     * cycle.
     */
    lockProducts(ids: number[]): Promise<OrderableProduct[]> {
      return db
        .select({
          id: products.id,
          title: products.title,
          discountedPrice: products.discountedPrice,
          quantity: products.quantity,
          type: products.type,
          subType: products.subType,
          images: products.images,
          imageColors: products.imageColors,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** One conditional update: false when the stock no longer covers the quantity. */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${quantity}`,
          unitsSold: sql`${products.unitsSold} + ${quantity}`,
        })
        .where(and(eq(products.id, productId), gte(products.quantity, quantity)))
        .returning({ id: products.id });
      return rows.length === 1;
    },

    async stockOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, productId));
      return row?.quantity ?? 0;
    },

    async insert(values: NewOrderRow, lines: NewOrderLineRow[]): Promise<OrderWithLines> {
      // now() is the transaction's start; an order that waited for a product's lock is placed later.
      const [order] = await db
        .insert(orders)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning();
      if (!order) throw new Error('insert returned no order');
      const inserted = await db
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: order.id })))
        .returning();
      return { order, lines: inserted };
    },

    /**
     * Takes the phone's lock for the rest of the transaction (an advisory lock on its scope, as no row
     * stands for a phone) and counts its orders not shipped yet: by its key, or for a phone without
     * one, by the text typed.
     */
    async lockPhoneAndCountUnshipped(phone: {
      key: string | null;
      text: string;
      scope: string;
    }): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${phone.scope}, 0))`);
      const samePhone =
        phone.key !== null
          ? eq(orders.phoneKey, phone.key)
          : and(isNull(orders.phoneKey), sql`${orders.shippingInfo} ->> 'phone' = ${phone.text}`);
      const [row] = await db
        .select({ open: count() })
        .from(orders)
        .where(and(samePhone, inArray(orders.status, [...UNSHIPPED_STATUSES])));
      return row?.open ?? 0;
    },

    /** Drops the idempotency keys of orders placed before the cutoff; answers how many. */
    async forgetIdempotencyKeysBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ idempotencyKey: null, idempotencyFingerprint: null })
        .where(and(isNotNull(orders.idempotencyKey), lt(orders.createdAt, cutoff)))
        .returning({ id: orders.id });
      return rows.length;
    },
  };
}
