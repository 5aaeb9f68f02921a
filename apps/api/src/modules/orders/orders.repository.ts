import { parseOrderNumber, UNSHIPPED_STATUSES, type OrderStatus } from '@shop/domain/order-status';
import { phoneKey } from '@shop/domain/phone';
import { PRODUCT_STOCK_MAX } from '@shop/domain/constants';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderRow = Omit<
  typeof orders.$inferInsert,
  'id' | 'createdAt' | 'number' | 'status' | 'statusChangedAt' | 'trackingToken'
>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = Omit<typeof orderEvents.$inferInsert, 'id' | 'at'>;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What an order needs to know about a product to price a line and copy it. */
export interface OrderableProduct {
  id: number;
  title: string;
  discountedPrice: number;
  quantity: number;
  type: string;
  subType: string | null;
  images: string[];
  imageColors: string[];
}

/** What staff look an order up by (shipping_info's keys). */
const SEARCHED_SHIPPING_FIELDS = ['fullName', 'phone', 'email', 'address', 'city'];

/** The back office's filter on its orders table. */
export interface OrdersFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  sort: 'newest' | 'oldest';
}

/**
 * The orders a back-office search finds: by the shopper's name, phone, e-mail, address or city, the
 * coupon, the order's id, its number (ZB-10001) or the phone in any spelling (+92 300 1234567).
 */
function ordersWhere(filter: OrdersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const number = parseOrderNumber(filter.q);
    const phone = phoneKey(filter.q);
    const search = adminSearch(filter.q, {
      texts: [
        ...SEARCHED_SHIPPING_FIELDS.map((field) => sql`${orders.shippingInfo} ->> ${field}`),
        orders.couponCode,
      ],
      ids: [orders.id],
    });
    const byNumber =
      number !== null && number <= 2_147_483_647 ? eq(orders.number, number) : undefined;
    const byPhone = phone ? eq(orders.phoneKey, phone) : undefined;
    conditions.push(
      sql`(${sql.join(
        [search, byNumber, byPhone].filter((c) => c !== undefined),
        sql` OR `,
      )})`,
    );
  }
  return and(...conditions);
}

export function createOrdersRepository(db: Database) {
  async function linesOf(orderIds: number[]): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
  }

  function attach(rows: OrderRow[], lines: OrderLineRow[]): OrderWithLines[] {
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
    }));
  }

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

    /** Newest first: ids follow the order in which orders were written. */
    async list(): Promise<OrderWithLines[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.id));
      return attach(rows, await linesOf(rows.map((row) => row.id)));
    },

    /** The back office's table, filtered and searched (ordersWhere), newest or oldest first. */
    adminList(filter: OrdersFilter): AdminListReader<OrderWithLines> {
      const where = ordersWhere(filter);
      const order = filter.sort === 'oldest' ? asc(orders.id) : desc(orders.id);
      return {
        count: async () => db.$count(orders, where),
        async rows(limit, offset) {
          const rows = await db
            .select()
            .from(orders)
            .where(where)
            .orderBy(order)
            .limit(limit)
            .offset(offset);
          return attach(rows, await linesOf(rows.map((row) => row.id)));
        },
      };
    },

    /** Every order the filter finds, a slice at a time (the CSV export), in the table's order. */
    async *allMatching(filter: OrdersFilter, slice = 500): AsyncGenerator<OrderWithLines[]> {
      const where = ordersWhere(filter);
      const newest = filter.sort !== 'oldest';
      let after: number | undefined;
      for (;;) {
        const keyset =
          after === undefined
            ? undefined
            : newest
              ? lt(orders.id, after)
              : sql`${orders.id} > ${after}`;
        const rows = await db
          .select()
          .from(orders)
          .where(and(where, keyset))
          .orderBy(newest ? desc(orders.id) : asc(orders.id))
          .limit(slice);
        if (rows.length === 0) return;
        yield attach(rows, await linesOf(rows.map((row) => row.id)));
        after = rows[rows.length - 1]?.id;
        if (rows.length < slice) return;
      }
    },

    async findById(id: number): Promise<OrderWithLines | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      if (!order) return undefined;
      return { order, lines: await linesOf([id]) };
    },

    async updateShippingInfo(id: number, shippingInfo: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ shippingInfo })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async findByToken(token: string): Promise<OrderWithLines | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.trackingToken, token));
      if (!order) return undefined;
      return { order, lines: await linesOf([order.id]) };
    },

    async findByIdempotencyKey(key: string): Promise<OrderWithLines | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      if (!order) return undefined;
      return { order, lines: await linesOf([order.id]) };
    },

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
      change: { status: OrderStatus; courier?: string; trackingNumber?: string },
    ): Promise<void> {
      await db
        .update(orders)
        .set({ ...change, statusChangedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, id));
    },

    async addEvent(event: NewOrderEventRow): Promise<void> {
      await db.insert(orderEvents).values({ ...event, at: sql`clock_timestamp()` });
    },

    eventsOf(orderId: number): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /**
     * Puts an order's units back on sale (its products that still exist), undoing what takeStock did.
     * The products are locked in id order first, as an order being placed locks them: the two never
     * wait on each other in a cycle.
     */
    async giveStockBack(orderId: number): Promise<number[]> {
      const taken = await db
        .select({
          productId: sql<number>`${orderLines.productId}`,
          quantity: sql<number>`sum(${orderLines.quantity})::int`,
        })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.productId} IS NOT NULL`))
        .groupBy(orderLines.productId)
        .orderBy(asc(orderLines.productId));
      if (taken.length === 0) return [];
      await db
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.id,
            taken.map((line) => line.productId),
          ),
        )
        .orderBy(asc(products.id))
        .for('update');
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

    async recordShopperConfirmation(id: number): Promise<void> {
      await db
        .update(orders)
        .set({ shopperConfirmedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, id));
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

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
