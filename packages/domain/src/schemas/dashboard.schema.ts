/**
 * GET /api/admin/dashboard: the owner's dashboard as one document (issue #12). Amounts are rupees, as
 * everywhere on the wire (decision 0005); days are the shop's (dashboard.ts SHOP_TIME_ZONE).
 */
import { z } from 'zod';
import { PRODUCT_STOCK_MAX } from '../constants';
import { DASHBOARD_PERIOD_KEYS, LOW_STOCK_BELOW_DEFAULT } from '../dashboard';
import { ORDER_STATUSES } from '../order-status';
import { RETURN_REASONS } from '../order-returns';
import { blankToUndefined } from './list-query.schema';

const LOW_STOCK_MESSAGE = `Low stock must be a whole number from 1 to ${PRODUCT_STOCK_MAX}`;

/** The low-stock threshold: products with fewer units than this are listed. */
export const lowStockBelowField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: LOW_STOCK_MESSAGE })
    .int({ error: LOW_STOCK_MESSAGE })
    .min(1, { error: LOW_STOCK_MESSAGE })
    .max(PRODUCT_STOCK_MAX, { error: LOW_STOCK_MESSAGE })
    .default(LOW_STOCK_BELOW_DEFAULT),
);

export const dashboardQuerySchema = z.object({ low_stock_below: lowStockBelowField }).strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int();

/**
 * An object with one `value` for each key. z.object rather than z.record: the storefront's forms use
 * no record, and one here would put zod's record type into the zod chunk every page shares.
 */
function objectOf<Key extends string, Value extends z.ZodType>(keys: readonly Key[], value: Value) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<Key, Value>);
}

/** Orders in one status and what their grand totals add up to. */
const statusFiguresSchema = z.object({ orders: count, total: z.number() });

const periodSchema = z.object({
  /** The instant the period starts: midnight, shop time, `days - 1` days before today. */
  from: z.string(),
  orders: count,
  /** Grand totals of the period's orders that count as revenue (dashboard.ts countsAsRevenue). */
  revenue: z.number(),
  byStatus: objectOf(ORDER_STATUSES, statusFiguresSchema),
});
export type DashboardPeriod = z.infer<typeof periodSchema>;

const daySchema = z.object({
  /** The shop's calendar day, YYYY-MM-DD. */
  date: z.string(),
  orders: count,
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof daySchema>;

const outcomesSchema = z.object({ delivered: count, returned: count });

const cityOutcomesSchema = outcomesSchema.extend({
  /** The city as most of its orders spell it; empty when the orders named none. */
  city: z.string(),
});

const topProductSchema = z.object({
  /** Null once the product has been deleted (its orders keep its title). */
  productId: z.number().int().nullable(),
  title: z.string(),
  units: count,
  /** Units times the price each was sold at, before coupons and delivery. */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** A variant under the threshold, with its product (issue #27: stock is per variant). */
const lowStockVariantSchema = z.object({
  /** The product's id. */
  id: z.number().int(),
  title: z.string(),
  variantId: z.number().int(),
  sku: z.string(),
  /** Its option values as a person reads them ('Red / 2.4'); '' for a product without options. */
  variant: z.string(),
  quantity: count,
  type: z.string(),
  sub_type: z.string().nullable(),
});

const waitingOrderSchema = z.object({
  id: z.number().int(),
  /** ZB-10001 */
  number: z.string(),
  createdAt: z.string(),
  fullName: z.string(),
  phone: z.string(),
  city: z.string(),
  grandTotal: z.number(),
});

export const dashboardSchema = z.object({
  /** The server's now: the end of every period and the instant waiting times are measured to. */
  generatedAt: z.string(),
  timeZone: z.string(),
  periods: objectOf(DASHBOARD_PERIOD_KEYS, periodSchema),
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders included. */
  days: z.array(daySchema),
  /** Orders delivered and returned, over the shop's whole history, overall and by city. */
  outcomes: z.object({ all: outcomesSchema, byCity: z.array(cityOutcomesSchema) }),
  /**
   * Why orders came back: the orders marked returned over the last DASHBOARD_DAYS days (by when they
   * were marked, and still returned), counted by reason; `notRecorded` for those returned before
   * reasons were asked.
   */
  returnReasons: z.object({
    /** The instant the period starts, as `periods.last30Days.from`. */
    from: z.string(),
    byReason: objectOf(RETURN_REASONS, count),
    notRecorded: count,
  }),
  /** Over the last DASHBOARD_DAYS days, in orders that count as revenue; most units first. */
  topProducts: z.array(topProductSchema),
  lowStock: z.object({
    /** The threshold used. */
    below: count,
    /** How many variants are under it; `variants` lists the lowest LOW_STOCK_LIST_MAX. */
    total: count,
    variants: z.array(lowStockVariantSchema),
  }),
  /** Orders waiting for confirmation: how many, and the ones waiting longest. */
  waiting: z.object({ total: count, longest: z.array(waitingOrderSchema) }),
  /**
   * Cash still with the couriers (issue #29, decision 0031): what they owe for the parcels they
   * delivered or brought back, less what their payment reports paid; rupees like every amount here.
   */
  cashWithCouriers: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
