import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueSort, JewelrySubType, ProductType } from '@shop/domain/constants';
import type { CataloguePage } from '@shop/domain/schemas/catalogue-query.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface CatalogueRequest {
  type?: ProductType;
  subType?: JewelrySubType;
  /** Only best sellers (top_featured). */
  featured?: boolean;
  q?: string;
  sort?: CatalogueSort;
  page: number;
}

/** The API's query string for a request; the names are the API's (type, sub_type, q, sort, page). */
export function catalogueQueryString(request: CatalogueRequest): string {
  const params = new URLSearchParams();
  if (request.type) params.set('type', request.type);
  if (request.subType) params.set('sub_type', request.subType);
  if (request.featured) params.set('featured', 'true');
  if (request.q) params.set('q', request.q);
  if (request.sort) params.set('sort', request.sort);
  if (request.page > 1) params.set('page', String(request.page));
  return params.toString();
}

/** GET /api/products: one page of cards, the total, the page count and the counts per category. */
export async function getCataloguePage(
  request: CatalogueRequest,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const query = catalogueQueryString(request);
  const page = await apiRequest<CataloguePage>(`/products${query ? `?${query}` : ''}`, { signal });
  if (!page || !Array.isArray(page.products))
    throw new Error('The catalogue answer has no products');
  return page;
}

export const cataloguePageQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: queryKeys.products.page(catalogueQueryString(request)),
    queryFn: ({ signal }) => getCataloguePage(request, signal),
    // The last page stays on screen while the next one loads: no flash of placeholders.
    placeholderData: keepPreviousData,
  });

export function useCataloguePage(request: CatalogueRequest) {
  return useQuery(cataloguePageQueryOptions(request));
}
