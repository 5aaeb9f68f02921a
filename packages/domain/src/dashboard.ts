/**
 * The owner's dashboard (issue #12): what each of its figures counts, written once for the API that
 * computes them and the screen that explains them.
 */
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './order-status';

/**
 * The shop's days: 'today' and every day of the charts start at midnight in Pakistan (UTC+5 all year,
 * no daylight saving), wherever the server or the owner's browser happens to be.
 */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

/** Days in the dashboard's longest period and its orders-per-day chart. */
export const DASHBOARD_DAYS = 30;

export const DASHBOARD_PERIOD_KEYS = ['today', 'last7Days', 'last30Days'] as const;
export type DashboardPeriodKey = (typeof DASHBOARD_PERIOD_KEYS)[number];

/** The periods the dashboard sums, each ending now and starting at midnight `days - 1` days ago. */
export const DASHBOARD_PERIODS: Record<DashboardPeriodKey, { label: string; days: number }> = {
  today: { label: 'Today', days: 1 },
  last7Days: { label: 'Last 7 days', days: 7 },
  last30Days: { label: `Last ${DASHBOARD_DAYS} days`, days: DASHBOARD_DAYS },
};

/**
 * Whether an order's grand total counts as revenue: every order the shop has confirmed, except the
 * cancelled ones (which never left the shop). An order still waiting for the shop's confirmation does
 * not count, so fake orders (issue #23) never swell it. A returned order still counts, as issue #12
 * asked; the status breakdown beside the revenue shows how much of it was returned.
 */
export function countsAsRevenue(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'pending';
}

export const REVENUE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(countsAsRevenue);

/** What the screen says 'revenue' means, built from the rule above so the two cannot disagree. */
export const REVENUE_MEANING = `Revenue is the grand total (delivery included) of the orders placed in the period that the shop has confirmed: ${listOf(
  REVENUE_STATUSES.map((status) => ORDER_STATUS_LABELS[status].toLowerCase()),
)} orders count; orders ${listOf(
  ORDER_STATUSES.filter((status) => !countsAsRevenue(status)).map((status) =>
    ORDER_STATUS_LABELS[status].toLowerCase(),
  ),
  'or',
)} do not.`;

/** Products with fewer units in stock than this are listed as low, unless the owner asks otherwise. */
export const LOW_STOCK_BELOW_DEFAULT = 5;
/** The most low-stock products one answer lists (the lowest first); the answer says how many in all. */
export const LOW_STOCK_LIST_MAX = 50;
export const TOP_PRODUCTS_COUNT = 10;
/** The pending orders listed, the longest waiting first. */
export const WAITING_ORDERS_COUNT = 10;
/** The cities listed under delivered and returned, the most orders first. */
export const OUTCOME_CITIES_COUNT = 10;

/** The share of delivered and returned orders that came back, 0 to 1; null when there are none. */
export function returnRate(outcomes: { delivered: number; returned: number }): number | null {
  const settled = outcomes.delivered + outcomes.returned;
  return settled === 0 ? null : outcomes.returned / settled;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * How long an order has waited, as staff say it on the phone: '45 minutes', '5 hours 10 minutes',
 * '3 days 4 hours'. Two units at most; under a minute is 'under a minute'.
 */
export function formatWaitingTime(milliseconds: number): string {
  const ms = Math.max(0, milliseconds);
  if (ms < MINUTE_MS) return 'under a minute';
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0)
    return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) {
    return minutes > 0
      ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`
      : plural(hours, 'hour');
  }
  return plural(minutes, 'minute');
}

function listOf(words: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}
