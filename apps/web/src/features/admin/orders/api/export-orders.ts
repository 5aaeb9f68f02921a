import { useMutation } from '@tanstack/react-query';
import { localDate, saveApiFile } from '../../../../lib/save-file';
import type { AdminListFilters } from '../../common/admin-list';

/**
 * GET /api/admin/orders/export: the orders chosen (ids, at most 500), else every order the Shipping
 * List matches now (its search, status, filters and sort, all pages), as a CSV file saved under the
 * name the server gives.
 */
export async function exportOrders({
  q,
  filters,
  ids,
}: {
  q: string;
  filters: AdminListFilters;
  ids?: readonly number[];
}) {
  const search = new URLSearchParams(ids ? { ids: ids.join(',') } : filters);
  if (!ids && q.trim()) search.set('q', q.trim());
  await saveApiFile(`/admin/orders/export?${search}`, `orders-${localDate()}.csv`);
}

/** A failure is shown by the api client's toast. */
export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
