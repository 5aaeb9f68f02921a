import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/products/:id/related: 4 products drawn by the server, the same type first. */
export async function getRelatedProducts(id: number, signal?: AbortSignal): Promise<ProductCard[]> {
  const data = await apiRequest<{ products?: unknown }>(`/products/${id}/related`, { signal });
  if (!data || !Array.isArray(data.products)) throw new Error('The related answer has no products');
  return data.products as ProductCard[];
}

export const relatedProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.related(id),
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
    // Drawn once per visit: coming back to the page shows the same four.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
