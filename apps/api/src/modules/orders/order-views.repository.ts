/**
 * The orders as they are read: one by id, token or idempotency key, the back office's table (searched
 * and filtered) and its CSV export, each with its lines, and an order's timeline.
 */
import { parseOrderNumber, type OrderStatus } from '@shop/domain/order-status';
import { phoneKey } from '@shop/domain/phone';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import type { OrderEventRow, OrderLineRow, OrderRow, OrderWithLines } from './order-rows';

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

export function createOrderViewsRepository(db: Database) {
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

    eventsOf(orderId: number): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },
  };
}
