import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/dashboard: the owner's figures. The screen shows its own failure message. */
export async function getDashboard(
  lowStockBelow: number,
  signal?: AbortSignal,
): Promise<Dashboard> {
  const search = new URLSearchParams({ low_stock_below: String(lowStockBelow) });
  return apiRequest(`/admin/dashboard?${search}`, {
    schema: dashboardSchema,
    toastOnError: false,
    signal,
  });
}

export const dashboardQueryOptions = (lowStockBelow: number) =>
  queryOptions({
    queryKey: adminKeys.dashboard(lowStockBelow),
    queryFn: ({ signal }) => getDashboard(lowStockBelow, signal),
    // Figures of the moment: read again on every visit, and kept on screen while a new threshold loads.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export function useDashboard(lowStockBelow: number) {
  return useQuery(dashboardQueryOptions(lowStockBelow));
}
