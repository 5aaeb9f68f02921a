/**
 * The dashboard's figures, each one aggregate query (issue #12). Days are the shop's (SHOP_TIME_ZONE),
 * computed by the database with AT TIME ZONE from the `now` the caller passes, so a test can fix the
 * clock and every boundary lands where it should.
 *
 * The queries on orders name their statuses even when every status is wanted: the orders table's only
 * index on created_at is (status, created_at), and a list of statuses lets PostgreSQL descend it once
 * per status instead of reading the whole table.
 */
import { SHOP_TIME_ZONE } from '@shop/domain/dashboard';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/order-status';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema/cities';
import { orderLines } from '../../db/schema/order-lines';
import { orders } from '../../db/schema/orders';
import { productVariants } from '../../db/schema/product-variants';
import { products } from '../../db/schema/products';

// A constant of the domain's, never input, so it is written into the SQL as a literal.
const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Midnight (shop time) of the day `now` falls in, as the shop's local date and time. */
const shopToday = (now: string) => sql`date_trunc('day', ${now}::timestamptz AT TIME ZONE ${ZONE})`;

/** The instant the shop's day `daysBack` days before `now`'s began. */
const dayStart = (now: string, daysBack: number) =>
  sql`((${shopToday(now)} - ${daysBack}::int * interval '1 day') AT TIME ZONE ${ZONE})`;

/** Orders placed from the start of the day `daysBack` days ago until `now`, in these statuses. */
const placedSince = (now: string, daysBack: number, statuses: readonly OrderStatus[]) =>
  and(
    inArray(orders.status, [...statuses]),
    gte(orders.createdAt, dayStart(now, daysBack)),
    lte(orders.createdAt, sql`${now}::timestamptz`),
  );

/** Both drivers answer bigint and numeric as text or bigint: sums of paisa fit a double exactly. */
const asNumber = (value: unknown) => Number(value ?? 0);

const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`.mapWith(asNumber);

/** The city an order names, trimmed, runs of spaces made one: ' Dera  Ismail Khan ' → 'Dera Ismail Khan'. */
const cityText = sql`btrim(regexp_replace(coalesce(${orders.shippingInfo} ->> 'city', ''), '\\s+', ' ', 'g'))`;

export interface DayStatusRow {
  /** The shop's day, YYYY-MM-DD. */
  date: string;
  /** The instant it began (midnight, shop time), ISO 8601. */
  startsAt: string;
  /** Null for a day without orders. */
  status: OrderStatus | null;
  orders: number;
  /** Paisa. */
  total: number;
}

export function createDashboardRepository(db: Database) {
  return {
    /**
     * Orders and their grand totals per shop day and status, over the `days` days ending with `now`'s,
     * oldest first; a day without orders comes once with a null status.
     */
    async ordersByDayAndStatus(now: string, days: number): Promise<DayStatusRow[]> {
      const result = (await db.execute(sql`
        with placed as (
          select date_trunc('day', ${orders.createdAt} AT TIME ZONE ${ZONE}) as day,
            ${orders.status} as status, count(*) as orders, sum(${orders.grandTotal}) as total
          from ${orders}
          where ${placedSince(now, days - 1, ORDER_STATUSES)}
          group by 1, 2
        )
        select to_char(series.day, 'YYYY-MM-DD') as date,
          to_char((series.day AT TIME ZONE ${ZONE}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
            as starts_at,
          placed.status,
          coalesce(placed.orders, 0) as orders, coalesce(placed.total, 0) as total
        from generate_series(
          ${shopToday(now)} - ${days - 1}::int * interval '1 day',
          ${shopToday(now)},
          interval '1 day'
        ) as series(day)
        left join placed on placed.day = series.day
        order by series.day, placed.status`)) as {
        rows: {
          date: string;
          starts_at: string;
          status: OrderStatus | null;
          orders: unknown;
          total: unknown;
        }[];
      };
      return result.rows.map((row) => ({
        date: row.date,
        startsAt: new Date(row.starts_at).toISOString(),
        status: row.status,
        orders: asNumber(row.orders),
        total: asNumber(row.total),
      }));
    },

    /**
     * Delivered and returned orders over the shop's whole history, by city: the shop's city when the
     * order names one on the list ('lhr' and 'Lahore' are one), else the text typed grouped without
     * regard to case and spacing and named as most of its orders spell it. The `limit` cities with the
     * most such orders first; every row also carries the totals of all cities.
     */
    outcomesByCity(limit: number) {
      const key = sql`coalesce(${cities.id}::text, 'other:' || lower(${cityText}))`;
      const name = sql<string>`coalesce(max(${cities.name}), mode() within group (order by ${cityText}))`;
      const delivered = sql`${orders.status} = 'delivered'`;
      const returned = sql`${orders.status} = 'returned'`;
      return db
        .select({
          city: name,
          delivered: countWhere(delivered),
          returned: countWhere(returned),
          allDelivered: sql`sum(count(*) filter (where ${delivered})) over ()`.mapWith(asNumber),
          allReturned: sql`sum(count(*) filter (where ${returned})) over ()`.mapWith(asNumber),
        })
        .from(orders)
        .leftJoin(cities, eq(cities.id, orders.cityId))
        .where(inArray(orders.status, ['delivered', 'returned']))
        .groupBy(key)
        .orderBy(sql`count(*) desc`, name)
        .limit(limit);
    },

    /**
     * The orders marked returned from the start of the day `days - 1` days before `now`'s until `now`
     * (and not corrected since), by the reason given.
     */
    returnsByReason(now: string, days: number) {
      return db
        .select({ reason: orders.returnReason, orders: sql`count(*)`.mapWith(asNumber) })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'returned'),
            gte(orders.statusChangedAt, dayStart(now, days - 1)),
            lte(orders.statusChangedAt, sql`${now}::timestamptz`),
          ),
        )
        .groupBy(orders.returnReason);
    },

    /**
     * The products most units were ordered of over the `days` days ending with `now`'s, in orders of
     * these statuses, with what those units sold for (before coupons and delivery). A deleted product's
     * lines are grouped by the title they kept.
     */
    topProducts(now: string, days: number, statuses: readonly OrderStatus[], limit: number) {
      const units = sql`sum(${orderLines.quantity})`.mapWith(asNumber);
      const revenue = sql`sum(${orderLines.unitPrice}::bigint * ${orderLines.quantity})`.mapWith(
        asNumber,
      );
      const title = sql<string>`coalesce(max(${products.title}), max(${orderLines.title}))`;
      return db
        .select({ productId: orderLines.productId, title, units, revenue })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(placedSince(now, days - 1, statuses))
        .groupBy(
          orderLines.productId,
          sql`case when ${orderLines.productId} is null then ${orderLines.title} end`,
        )
        .orderBy(desc(units), desc(revenue), asc(title))
        .limit(limit);
    },

    /**
     * Variants with fewer than `below` units in stock, the fewest first, with how many there are: a
     * bag whose Green is sold out is listed though its Red is full (issue #27).
     */
    lowStock(below: number, limit: number) {
      return db
        .select({
          id: products.id,
          title: products.title,
          type: products.type,
          subType: products.subType,
          optionNames: products.options,
          variantId: productVariants.id,
          sku: productVariants.sku,
          options: productVariants.options,
          quantity: productVariants.quantity,
          total: sql`count(*) over ()`.mapWith(asNumber),
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(lt(productVariants.quantity, below))
        .orderBy(
          asc(productVariants.quantity),
          asc(products.id),
          asc(productVariants.position),
          asc(productVariants.id),
        )
        .limit(limit);
    },

    /** The pending orders placed longest ago, with how many are pending in all. */
    longestWaiting(limit: number) {
      const field = (name: string) => sql<string>`coalesce(${orders.shippingInfo} ->> ${name}, '')`;
      return db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          fullName: field('fullName'),
          phone: field('phone'),
          city: field('city'),
          grandTotal: orders.grandTotal,
          total: sql`count(*) over ()`.mapWith(asNumber),
        })
        .from(orders)
        .where(eq(orders.status, 'pending'))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },
  };
}
