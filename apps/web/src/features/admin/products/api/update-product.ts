import { z } from 'zod';
import { productSchema } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

const productResponseSchema = z.object({ product: productSchema });

/** POST /api/products/update/:id (multipart, see product-form-data.ts): the product as saved. */
export function updateProduct({ id, body }: { id: number; body: FormData }) {
  return apiRequest(`/products/update/${id}`, {
    method: 'POST',
    body,
    schema: productResponseSchema,
  });
}

export function useUpdateProduct() {
  return useInvalidatingMutation(updateProduct, queryKeys.products.all);
}
