/**
 * The orders as they are read: one by id, token or idempotency key, the back office's table (searched
 * and filtered) and its CSV export, each with its lines, and an order's timeline.
 */
import { parseOrderNumber, type OrderStatus } from '@shop/domain/order-status';
import { phoneKey } from '@shop/domain/phone';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import type { OrderEventRow, OrderLineRow, OrderRow, OrderWithLines } from './order-rows';

/** The back office's filter on its orders table (the Shipping List's search, status and filters). */
export interface OrdersFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  sort: 'newest' | 'oldest';
  city?: string | undefined;
  /** The shop's city the filter's city is, when it is on the list: its orders match whatever the spelling. */
  cityId?: number | undefined;
  courier?: string | undefined;
  placedFrom?: Date | undefined;
  placedBefore?: Date | undefined;
}

/**
 * The orders a back-office search finds: by the shopper's name, phone, e-mail, address or city, the
 * coupon (search_text, one column with a trigram index), the order's id, its number (ZB-10001) or the
 * phone in any spelling (+92 300 1234567).
 */
function searchWhere(q: string): SQL {
  const number = parseOrderNumber(q);
  const phone = phoneKey(q);
  const search = adminSearch(q, { texts: [orders.searchText], ids: [orders.id] });
  const byNumber =
    number !== null && number <= 2_147_483_647 ? eq(orders.number, number) : undefined;
  const byPhone = phone ? eq(orders.phoneKey, phone) : undefined;
  return sql`(${sql.join(
    [search, byNumber, byPhone].filter((c) => c !== undefined),
    sql` OR `,
  )})`;
}

/** The orders of a city: by the list's city when it is on it, and by the text as typed for the rest. */
function cityWhere(city: string, cityId: number | undefined): SQL {
  const typed = sql`lower(${orders.shippingInfo} ->> 'city') = lower(${city})`;
  return cityId === undefined ? typed : sql`(${eq(orders.cityId, cityId)} OR ${typed})`;
}

/** Everything but the status: the counts per status are read under these. */
function filtersWhere(filter: Omit<OrdersFilter, 'status' | 'sort'>): (SQL | undefined)[] {
  return [
    filter.q ? searchWhere(filter.q) : undefined,
    filter.city ? cityWhere(filter.city, filter.cityId) : undefined,
    filter.courier ? sql`lower(${orders.courier}) = lower(${filter.courier})` : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
  ];
}

function ordersWhere(filter: OrdersFilter): SQL | undefined {
  return and(filter.status ? eq(orders.status, filter.status) : undefined, ...filtersWhere(filter));
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
          // The page's ids first (the index alone), then only those rows: a late page no longer
          // reads every row before it in full.
          const page = db
            .select({ id: orders.id })
            .from(orders)
            .where(where)
            .orderBy(order)
            .limit(limit)
            .offset(offset);
          const rows = await db
            .select()
            .from(orders)
            .where(inArray(orders.id, page))
            .orderBy(order);
          return attach(rows, await linesOf(rows.map((row) => row.id)));
        },
      };
    },

    /** How many orders of each status the filters find (the status chips' counts). */
    async countsByStatus(
      filter: Omit<OrdersFilter, 'status' | 'sort'>,
    ): Promise<{ status: OrderStatus; count: number }[]> {
      return db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(and(...filtersWhere(filter)))
        .groupBy(orders.status);
    },

    /** The ids of the orders the filter finds, in the table's order, at most `max` ("all N matching"). */
    async matchingIds(filter: OrdersFilter, max: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(ordersWhere(filter))
        .orderBy(filter.sort === 'oldest' ? asc(orders.id) : desc(orders.id))
        .limit(max);
      return rows.map((row) => row.id);
    },

    /** The orders chosen by id, with their lines, newest first (the CSV of a selection). */
    async withIds(ids: readonly number[]): Promise<OrderWithLines[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]))
        .orderBy(desc(orders.id));
      return attach(rows, await linesOf(rows.map((row) => row.id)));
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
