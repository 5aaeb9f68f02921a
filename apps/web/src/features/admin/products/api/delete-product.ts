import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
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
      queryClient.setQueryData<Product[]>(adminKeys.products(), (products) =>
        products?.filter((product) => product.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
