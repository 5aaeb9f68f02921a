import { orderIdsSchema, type OrderIds } from '@shop/domain/schemas/orders-filter.schema';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminListFilters } from '../../common/admin-list';

/** GET /api/admin/orders/ids: every order the list's search and filters find ("all N matching"). */
export function getMatchingOrderIds(q: string, filters: AdminListFilters): Promise<OrderIds> {
  const search = new URLSearchParams(filters);
  if (q.trim()) search.set('q', q.trim());
  return apiRequest(`/admin/orders/ids?${search}`, { schema: orderIdsSchema });
}
