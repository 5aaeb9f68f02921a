import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /api/products/update/:id (multipart, see product-form-data.ts). */
export function updateProduct({ id, body }: { id: number; body: FormData }): Promise<unknown> {
  return apiRequest(`/products/update/${id}`, { method: 'POST', body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
