/**
 * The orders list's views (the Shipping List screen): every order, the orders to confirm (waiting, oldest first: the ones to
 * call before they expire), or one status. A view is the status and sort parameters of
 * GET /api/admin/orders, kept in the address beside the search and the page.
 */
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import type { AdminListFilters } from '../common/admin-list';

export type OrderView = 'all' | 'to-confirm' | OrderStatus;

export const ORDER_VIEWS: readonly { view: OrderView; label: string }[] = [
  { view: 'all', label: 'All' },
  { view: 'to-confirm', label: 'To confirm' },
  ...ORDER_STATUSES.map((status) => ({ view: status, label: ORDER_STATUS_LABELS[status] })),
];

function isOrderStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * status and sort as the address has them; a value the API would refuse is left out. Newest first is
 * the API's default, so only 'oldest' is ever carried.
 */
export function readOrdersFilters(params: URLSearchParams): AdminListFilters {
  const status = params.get('status');
  return {
    ...(isOrderStatus(status) ? { status } : {}),
    ...(params.get('sort') === 'oldest' ? { sort: 'oldest' } : {}),
  };
}

/** The view the filters read by readOrdersFilters show. */
export function viewOf(filters: AdminListFilters): OrderView {
  const status = filters.status ?? null;
  if (status === 'pending' && filters.sort === 'oldest') return 'to-confirm';
  return isOrderStatus(status) ? status : 'all';
}

/** The address parameters of a view; null removes one. */
export function filtersOf(view: OrderView): Record<string, string | null> {
  if (view === 'all') return { status: null, sort: null };
  if (view === 'to-confirm') return { status: 'pending', sort: 'oldest' };
  return { status: view, sort: null };
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
