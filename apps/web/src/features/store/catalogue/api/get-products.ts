import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseStringList } from '@shop/domain/normalise';
import type { Product } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/products/get. The home page uses this too, so the response is checked by hand rather than
 * with the zod schema (zod stays out of the home page's bundle); image lists are normalised in case an
 * old row still holds them JSON-encoded.
 */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const data = await apiRequest<{ products?: unknown }>('/products/get', { signal });
  if (!data || !Array.isArray(data.products)) {
    throw new Error('The products response has no products list');
  }
  return (data.products as Product[]).map(withListsNormalised);
}

export function withListsNormalised(product: Product): Product {
  return {
    ...product,
    images: normaliseStringList(product.images),
    imageColors: normaliseStringList(product.imageColors),
  };
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.list(),
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
