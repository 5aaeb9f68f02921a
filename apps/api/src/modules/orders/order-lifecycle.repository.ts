/**
 * An order's life after it was placed: its row locked for a change, its status and timeline written,
 * its stock given back, the shopper's yes, the orders nobody confirmed, the back office's edits.
 */
import type { ReturnReason } from '@shop/domain/order-returns';
import type { OrderStatus } from '@shop/domain/order-status';
import { PRODUCT_STOCK_MAX } from '@shop/domain/constants';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import type { NewOrderEventRow, OrderRow } from './order-rows';

export function createOrderLifecycleRepository(db: Database) {
  /** An order's units per product that still exists, in product id order. */
  function linesOf(orderId: number) {
    return db
      .select({
        productId: sql<number>`${orderLines.productId}`,
        quantity: sql<number>`sum(${orderLines.quantity})::int`,
      })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.productId} IS NOT NULL`))
      .groupBy(orderLines.productId)
      .orderBy(asc(orderLines.productId));
  }

  /**
   * Locks these products in id order, as an order being placed locks them: the two never wait on each
   * other in a cycle.
   */
  async function lockProducts(lines: readonly { productId: number }[]): Promise<void> {
    await db
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
  }

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

    /** Puts an order's units back on sale (its products that still exist), undoing what takeStock did. */
    async giveStockBack(orderId: number): Promise<number[]> {
      const taken = await linesOf(orderId);
      if (taken.length === 0) return [];
      await lockProducts(taken);
      for (const line of taken) {
        await db
          .update(products)
          .set({
            quantity: sql`least(${products.quantity} + ${line.quantity}, ${PRODUCT_STOCK_MAX})`,
            unitsSold: sql`greatest(${products.unitsSold} - ${line.quantity}, 0)`,
          })
          .where(eq(products.id, line.productId));
      }
      return taken.map((line) => line.productId);
    },

    /**
     * Takes a returned order's units out of stock again (a return corrected into delivered), as
     * placing it did: each product only if it still has the units, locked in id order first. Answers
     * the first product short of them (the caller then rolls the transaction back), or null.
     */
    async takeStockAgain(
      orderId: number,
    ): Promise<{ title: string; quantity: number; needed: number } | null> {
      const taken = await linesOf(orderId);
      if (taken.length === 0) return null;
      await lockProducts(taken);
      for (const line of taken) {
        const [row] = await db
          .update(products)
          .set({
            quantity: sql`${products.quantity} - ${line.quantity}`,
            unitsSold: sql`${products.unitsSold} + ${line.quantity}`,
          })
          .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity)))
          .returning({ id: products.id });
        if (row) continue;
        const [short] = await db
          .select({ title: products.title, quantity: products.quantity })
          .from(products)
          .where(eq(products.id, line.productId));
        return { title: short?.title ?? '', quantity: short?.quantity ?? 0, needed: line.quantity };
      }
      return null;
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

    async updateShippingInfo(id: number, shippingInfo: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ shippingInfo })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
