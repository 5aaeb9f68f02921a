/**
 * What placing an order reads and writes (the products come with their locks, from the inventory):
 * the phone's lock and count of open orders, the order with its lines and first event, and the
 * idempotency keys' expiry.
 */
import { UNSHIPPED_STATUSES } from '@shop/domain/order-status';
import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import type { NewOrderEventRow, NewOrderLineRow, NewOrderRow, OrderWithLines } from './order-rows';

export function createOrderPlacingRepository(db: Database) {
  return {
    /**
     * The order, then its lines with the first event of its timeline (one statement: the event is a
     * CTE of the lines' insert, so it costs no round trip of its own).
     */
    async insert(
      values: NewOrderRow,
      lines: NewOrderLineRow[],
      firstEvent: Omit<NewOrderEventRow, 'orderId'>,
    ): Promise<OrderWithLines> {
      // now() is the transaction's start; an order that waited for a product's lock is placed later.
      const [order] = await db
        .insert(orders)
        .values({ ...values, createdAt: sql`clock_timestamp()` })
        .returning();
      if (!order) throw new Error('insert returned no order');
      const event = db.$with('first_event', {}).as(
        db
          .insert(orderEvents)
          .values({ ...firstEvent, orderId: order.id, at: sql`clock_timestamp()` })
          .getSQL(),
      );
      const inserted = await db
        .with(event)
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
