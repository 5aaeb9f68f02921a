import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import type { AdminListFilters } from '../../common/admin-list';

/**
 * GET /api/admin/orders/export: every order the Shipping screen matches now (its search, status and
 * sort, all pages) as a CSV file, saved under the name the server gives.
 */
export async function exportOrders({ q, filters }: { q: string; filters: AdminListFilters }) {
  const search = new URLSearchParams(filters);
  if (q.trim()) search.set('q', q.trim());
  const { blob, fileName } = await apiDownload(`/admin/orders/export?${search}`);
  // en-CA writes the local date as YYYY-MM-DD.
  saveFile(blob, fileName ?? `orders-${new Date().toLocaleDateString('en-CA')}.csv`);
}

/** A failure is shown by the api client's toast. */
export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
