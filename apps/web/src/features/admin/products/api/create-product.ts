import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /api/products/create (multipart, see product-form-data.ts). Errors show under the fields. */
export function createProduct(body: FormData): Promise<unknown> {
  return apiRequest('/products/create', { method: 'POST', body });
}

export function useCreateProduct() {
  return useInvalidatingMutation(createProduct, queryKeys.products.all);
}
