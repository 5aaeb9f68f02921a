/**
 * The owner's dashboard (issue #12): orders and revenue today, over 7 and 30 days and per day, by
 * status; delivered against returned by city; the best sellers; low stock; the orders waiting longest
 * for confirmation. Read in one read-only snapshot, so every figure describes the same moment (an order
 * placed meanwhile is in all of them or in none).
 */
import {
  countsAsRevenue,
  DASHBOARD_DAYS,
  DASHBOARD_PERIOD_KEYS,
  DASHBOARD_PERIODS,
  LOW_STOCK_LIST_MAX,
  OUTCOME_CITIES_COUNT,
  REVENUE_STATUSES,
  SHOP_TIME_ZONE,
  TOP_PRODUCTS_COUNT,
  WAITING_ORDERS_COUNT,
} from '@shop/domain/dashboard';
import { toRupees } from '@shop/domain/money';
import { variantName } from '@shop/domain/variants';
import { RETURN_REASONS, type ReturnReason } from '@shop/domain/order-returns';
import { formatOrderNumber, ORDER_STATUSES, type OrderStatus } from '@shop/domain/order-status';
import type {
  Dashboard,
  DashboardDay,
  DashboardPeriod,
  DashboardQuery,
} from '@shop/domain/schemas/dashboard.schema';
import type { Database } from '../../db/client';
import { createDashboardRepository, type DayStatusRow } from './dashboard.repository';

export interface DashboardDeps {
  db: Database;
  /** The clock; tests fix it. */
  now: () => number;
  /** What the couriers still owe, in paisa (the settlements' balance). */
  cashWithCouriers: () => Promise<number>;
}

/** One shop day's orders by status, totals in paisa. */
interface DayFigures {
  date: string;
  startsAt: string;
  byStatus: Record<OrderStatus, { orders: number; total: number }>;
}

export function createDashboardService(deps: DashboardDeps) {
  return {
    async read(query: DashboardQuery): Promise<Dashboard> {
      const now = new Date(deps.now()).toISOString();
      const read = await deps.db.transaction(
        async (tx) => {
          const figures = createDashboardRepository(tx);
          // One after the other: a transaction has one connection.
          const days = await figures.ordersByDayAndStatus(now, DASHBOARD_DAYS);
          const cities = await figures.outcomesByCity(OUTCOME_CITIES_COUNT);
          const returns = await figures.returnsByReason(now, DASHBOARD_DAYS);
          const top = await figures.topProducts(
            now,
            DASHBOARD_DAYS,
            REVENUE_STATUSES,
            TOP_PRODUCTS_COUNT,
          );
          const lowStock = await figures.lowStock(query.low_stock_below, LOW_STOCK_LIST_MAX);
          const waiting = await figures.longestWaiting(WAITING_ORDERS_COUNT);
          return { days: byDay(days), cities, returns, top, lowStock, waiting };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );

      const cashWithCouriers = await deps.cashWithCouriers();
      const periods = Object.fromEntries(
        DASHBOARD_PERIOD_KEYS.map((key) => [
          key,
          periodOf(read.days.slice(-DASHBOARD_PERIODS[key].days)),
        ]),
      ) as Dashboard['periods'];

      return {
        generatedAt: now,
        timeZone: SHOP_TIME_ZONE,
        cashWithCouriers: toRupees(cashWithCouriers),
        periods,
        days: read.days.map(dayOf),
        outcomes: {
          all: {
            delivered: read.cities[0]?.allDelivered ?? 0,
            returned: read.cities[0]?.allReturned ?? 0,
          },
          byCity: read.cities.map(({ city, delivered, returned }) => ({
            city,
            delivered,
            returned,
          })),
        },
        returnReasons: returnReasonsOf(read.returns, periods.last30Days.from),
        topProducts: read.top.map((product) => ({
          productId: product.productId,
          title: product.title,
          units: product.units,
          revenue: toRupees(product.revenue),
        })),
        lowStock: {
          below: query.low_stock_below,
          total: read.lowStock[0]?.total ?? 0,
          variants: read.lowStock.map((row) => ({
            id: row.id,
            title: row.title,
            variantId: row.variantId,
            sku: row.sku,
            variant: variantName(row.options, row.optionNames),
            quantity: row.quantity,
            type: row.type,
            sub_type: row.subType,
          })),
        },
        waiting: {
          total: read.waiting[0]?.total ?? 0,
          longest: read.waiting.map((order) => ({
            id: order.id,
            number: formatOrderNumber(order.number),
            createdAt: order.createdAt.toISOString(),
            fullName: order.fullName,
            phone: order.phone,
            city: order.city,
            grandTotal: toRupees(order.grandTotal),
          })),
        },
      };
    },
  };
}

/** The returns' counts by reason, every reason present; rows without one are the older returns. */
function returnReasonsOf(
  rows: readonly { reason: ReturnReason | null; orders: number }[],
  from: string,
): Dashboard['returnReasons'] {
  const byReason = Object.fromEntries(RETURN_REASONS.map((reason) => [reason, 0])) as Record<
    ReturnReason,
    number
  >;
  let notRecorded = 0;
  for (const row of rows) {
    if (row.reason && row.reason in byReason) byReason[row.reason] += row.orders;
    else notRecorded += row.orders;
  }
  return { from, byReason, notRecorded };
}

/** The rows of each day gathered, oldest day first. */
function byDay(rows: DayStatusRow[]): DayFigures[] {
  const days = new Map<string, DayFigures>();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      day = { date: row.date, startsAt: row.startsAt, byStatus: noOrders() };
      days.set(row.date, day);
    }
    if (row.status) day.byStatus[row.status] = { orders: row.orders, total: row.total };
  }
  return [...days.values()];
}

function noOrders(): DayFigures['byStatus'] {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, { orders: 0, total: 0 }]),
  ) as DayFigures['byStatus'];
}

/** Orders and revenue (paisa) of some days' status figures. */
function summed(byStatus: DayFigures['byStatus']) {
  let orders = 0;
  let revenue = 0;
  for (const status of ORDER_STATUSES) {
    orders += byStatus[status].orders;
    if (countsAsRevenue(status)) revenue += byStatus[status].total;
  }
  return { orders, revenue };
}

function periodOf(days: DayFigures[]): DashboardPeriod {
  const byStatus = noOrders();
  for (const day of days) {
    for (const status of ORDER_STATUSES) {
      byStatus[status].orders += day.byStatus[status].orders;
      byStatus[status].total += day.byStatus[status].total;
    }
  }
  const { orders, revenue } = summed(byStatus);
  return {
    from: days[0]?.startsAt ?? '',
    orders,
    revenue: toRupees(revenue),
    byStatus: Object.fromEntries(
      ORDER_STATUSES.map((status) => [
        status,
        { orders: byStatus[status].orders, total: toRupees(byStatus[status].total) },
      ]),
    ) as DashboardPeriod['byStatus'],
  };
}

function dayOf(day: DayFigures): DashboardDay {
  const { orders, revenue } = summed(day.byStatus);
  return { date: day.date, orders, revenue: toRupees(revenue) };
}
