import { useMutation } from '@tanstack/react-query';
import { localDate, saveApiFile } from '../../../../lib/save-file';
import type { AdminListFilters } from '../../common/admin-list';

/**
 * GET /api/admin/orders/export: every order the Shipping screen matches now (its search, status and
 * sort, all pages) as a CSV file, saved under the name the server gives.
 */
export async function exportOrders({ q, filters }: { q: string; filters: AdminListFilters }) {
  const search = new URLSearchParams(filters);
  if (q.trim()) search.set('q', q.trim());
  await saveApiFile(`/admin/orders/export?${search}`, `orders-${localDate()}.csv`);
}

/** A failure is shown by the api client's toast. */
export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
