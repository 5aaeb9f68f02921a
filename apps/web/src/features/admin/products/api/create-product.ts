import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /api/products/create (multipart, see product-form-data.ts). Errors show under the fields. */
export function createProduct(body: FormData): Promise<unknown> {
  return apiRequest('/products/create', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
