/**
 * The orders list's views (the Shipping List screen): every order, the orders to confirm (waiting, oldest first: the ones to
 * call before they expire), or one status. A view is the status and sort parameters of
 * GET /api/admin/orders, kept in the address beside the search and the page.
 */
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import type { AdminListFilters } from '../common/admin-list';

export type OrderView = 'all' | 'to-confirm' | OrderStatus;

/**
 * One chip per set of orders: 'To confirm' is every pending order, oldest first (the ones to call
 * before they expire), so the pending status has no second chip giving the same orders.
 */
export const ORDER_VIEWS: readonly { view: OrderView; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'to-confirm', label: 'To confirm' },
  ...ORDER_STATUSES.filter((status) => status !== 'pending').map((status) => ({
    view: status,
    label: ORDER_STATUS_LABELS[status],
  })),
];

function isOrderStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The owner's local midnight starting a day written YYYY-MM-DD, `days` later; null if not a day. */
export function localMidnight(day: string | null, days = 0): Date | null {
  if (!day || !DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(year, month - 1, date + days);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The list's filters beside the status, as the address has them (?city=&courier=&from=&to=). */
export interface OrdersFilterFields {
  city: string;
  courier: string;
  /** First and last day placed, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export function readFilterFields(params: URLSearchParams): OrdersFilterFields {
  const day = (name: string) => (localMidnight(params.get(name)) ? (params.get(name) ?? '') : '');
  return {
    city: params.get('city')?.trim() ?? '',
    courier: params.get('courier')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
  };
}

/**
 * status, sort and the filters as the address has them, as GET /api/admin/orders takes them; a value
 * the API would refuse is left out. Newest first is the API's default, so only 'oldest' is carried.
 * The days chosen become the owner's own midnights: 'to' includes its whole day.
 */
export function readOrdersFilters(params: URLSearchParams): AdminListFilters {
  const status = params.get('status');
  const fields = readFilterFields(params);
  const placedFrom = localMidnight(fields.from);
  const placedBefore = localMidnight(fields.to, 1);
  return {
    ...(isOrderStatus(status) ? { status } : {}),
    ...(params.get('sort') === 'oldest' ? { sort: 'oldest' } : {}),
    ...(fields.city ? { city: fields.city } : {}),
    ...(fields.courier ? { courier: fields.courier } : {}),
    ...(placedFrom ? { placedFrom: placedFrom.toISOString() } : {}),
    ...(placedBefore ? { placedBefore: placedBefore.toISOString() } : {}),
  };
}

/** The filters without the status and sort: what the status chips' counts are read under. */
export function countFilters(filters: AdminListFilters): AdminListFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([name]) => name !== 'status' && name !== 'sort'),
  );
}

/** The view the filters read by readOrdersFilters show; every pending order is 'To confirm'. */
export function viewOf(filters: AdminListFilters): OrderView {
  const status = filters.status ?? null;
  if (status === 'pending') return 'to-confirm';
  return isOrderStatus(status) ? status : 'all';
}

/** The address parameters of a view; null removes one. */
export function filtersOf(view: OrderView): Record<string, string | null> {
  if (view === 'all') return { status: null, sort: null };
  if (view === 'to-confirm') return { status: 'pending', sort: 'oldest' };
  return { status: view, sort: null };
}

/** The status whose orders a view shows (its count), or null for every order. */
export function statusOfView(view: OrderView): OrderStatus | null {
  if (view === 'all') return null;
  return view === 'to-confirm' ? 'pending' : view;
}

export const ORDERS_LIST_PATH = '/v1/shipping';

/** What an order's link hands its page, so Back returns to the same view, search and page. */
export interface OrdersListState {
  listSearch: string;
}

/** The list the order page's Back link leads to: the one the order was opened from, if known. */
export function ordersListPath(state: unknown): string {
  const search = (state as Partial<OrdersListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${ORDERS_LIST_PATH}${search}`
    : ORDERS_LIST_PATH;
}
