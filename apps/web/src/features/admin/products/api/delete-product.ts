import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useDeleteRow } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteProduct(id: number): Promise<unknown> {
  return apiRequest(`/products/delete/${id}`, { method: 'DELETE' });
}

/** Removes the row at once (spec §7), then lets other views of products refetch. */
export function useDeleteProduct() {
  return useDeleteRow(deleteProduct, adminKeys.products(), { queryKey: queryKeys.products.all });
}
