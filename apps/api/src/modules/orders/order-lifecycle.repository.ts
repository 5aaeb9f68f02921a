/**
 * An order's life after it was placed: its row locked for a change, its status and timeline written,
 * the lines whose stock it gives back (order-stock.ts), the shopper's yes, the orders nobody confirmed, the back office's edits.
 */
import type { ReturnReason } from '@shop/domain/order-returns';
import type { OrderStatus } from '@shop/domain/order-status';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import type { NewOrderEventRow, OrderRow } from './order-rows';

export function createOrderLifecycleRepository(db: Database) {
  return {
    /**
     * Reads an order and locks its row until the transaction ends: changes to one order happen one
     * after the other, each seeing the status the one before left.
     */
    async lock(where: { id: number } | { token: string }): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where('id' in where ? eq(orders.id, where.id) : eq(orders.trackingToken, where.token))
        .for('update');
      return order;
    },

    async setStatus(
      id: number,
      change: {
        status: OrderStatus;
        returnReason: ReturnReason | null;
        courier?: string;
        trackingNumber?: string;
      },
    ): Promise<void> {
      await db
        .update(orders)
        .set({ ...change, statusChangedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, id));
    },

    async addEvent(event: NewOrderEventRow): Promise<void> {
      await db.insert(orderEvents).values({ ...event, at: sql`clock_timestamp()` });
    },

    /** An order's units per variant sold, of the products that still exist (the order's stock). */
    stockLinesOf(
      orderId: number,
    ): Promise<{ productId: number; variantId: number | null; quantity: number }[]> {
      return db
        .select({
          productId: sql<number>`${orderLines.productId}`,
          variantId: orderLines.variantId,
          quantity: sql<number>`sum(${orderLines.quantity})::int`,
        })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
        .groupBy(orderLines.productId, orderLines.variantId)
        .orderBy(asc(orderLines.productId));
    },

    async recordShopperConfirmation(id: number): Promise<void> {
      await db
        .update(orders)
        .set({ shopperConfirmedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, id));
    },

    /** Pending orders placed before the cutoff, oldest first: the ones nobody confirmed in time. */
    async pendingPlacedBefore(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async updateShippingInfo(
      id: number,
      shippingInfo: Record<string, unknown>,
      cityId: number | null,
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ shippingInfo, cityId })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    delete(id: number): Promise<boolean> {
      return deleteById(db, orders, id);
    },
  };
}
