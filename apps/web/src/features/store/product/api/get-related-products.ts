import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface RelatedProducts {
  /** The server's draw: what its rendering of the page shows. */
  products: ProductCard[];
  /** What the browser draws from on each visit (related-products.ts in the domain). */
  candidates: ProductCard[];
}

/** GET /api/products/:id/related: 4 products drawn by the server, the same type first. */
export async function getRelatedProducts(
  id: number,
  signal?: AbortSignal,
): Promise<RelatedProducts> {
  const data = await apiRequest<{ products?: unknown; candidates?: unknown }>(
    `/products/${id}/related`,
    { signal },
  );
  if (!data || !Array.isArray(data.products)) throw new Error('The related answer has no products');
  return {
    products: data.products as ProductCard[],
    candidates: Array.isArray(data.candidates) ? (data.candidates as ProductCard[]) : [],
  };
}

export const relatedProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.related(id),
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
    // The candidates are fetched once; the four shown are drawn from them on each visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
