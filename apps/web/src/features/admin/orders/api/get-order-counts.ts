import { useQuery } from '@tanstack/react-query';
import { orderCountsSchema } from '@shop/domain/schemas/orders-filter.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { AdminListFilters } from '../../common/admin-list';

/**
 * GET /api/admin/orders/counts: the orders of each status under the list's search and filters (the
 * status chips), or under none (the sidebar's count waiting). Kept under the orders' key, so any
 * change of an order reads them again.
 */
export function useOrderCounts(q: string, filters: AdminListFilters) {
  const search = new URLSearchParams(filters);
  if (q.trim()) search.set('q', q.trim());
  return useQuery({
    queryKey: [...queryKeys.orders.all, 'admin', 'counts', search.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/orders/counts?${search}`, {
        schema: orderCountsSchema,
        toastOnError: false,
        signal,
      }),
  });
}

/** How many orders wait for the shop's confirmation, for the sidebar; null until known. */
export function useWaitingOrdersCount(): number | null {
  const counts = useOrderCounts('', {});
  return counts.data?.counts.pending ?? null;
}
