import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { removeRowLocally } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteProduct(id: number): Promise<unknown> {
  return apiRequest(`/products/delete/${id}`, { method: 'DELETE' });
}

/** Removes the row at once (spec §7), then lets other views of products refetch. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, id) => {
      removeRowLocally(queryClient, adminKeys.products(), id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
