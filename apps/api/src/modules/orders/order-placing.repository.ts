/**
 * What placing an order reads and writes: the products (priced under their rows' locks, taken by the
 * inventory), the phone's lock and count of open orders, the order with its lines, and the idempotency
 * keys' expiry.
 */
import { UNSHIPPED_STATUSES } from '@shop/domain/order-status';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import type { NewOrderLineRow, NewOrderRow, OrderableProduct, OrderWithLines } from './order-rows';

export function createOrderPlacingRepository(db: Database) {
  return {
    /**
     * What pricing and copying a line need of the products; their rows are already locked by the
     * inventory (with their variants), so nothing changes until the order is written.
     */
    orderableProducts(ids: number[]): Promise<OrderableProduct[]> {
      return db
        .select({
          id: products.id,
          title: products.title,
          price: products.price,
          discountedPrice: products.discountedPrice,
          quantity: products.quantity,
          type: products.type,
          subType: products.subType,
          images: products.images,
          imageColors: products.imageColors,
          options: products.options,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id));
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
