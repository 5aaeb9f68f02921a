import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productSchema, type Product } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const productsResponseSchema = z.object({ products: z.array(productSchema) });

export async function getProducts(): Promise<Product[]> {
  const { products } = await apiRequest('/products/get', { schema: productsResponseSchema });
  return products;
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.products(), queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
