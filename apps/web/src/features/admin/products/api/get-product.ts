import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productSchema, type Product } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const productResponseSchema = z.object({ product: productSchema });

export async function getProduct(id: number): Promise<Product> {
  const { product } = await apiRequest(`/products/get/${id}`, { schema: productResponseSchema });
  return product;
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.product(id), queryFn: () => getProduct(id) });

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
