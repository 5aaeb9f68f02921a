import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/domain/schemas/product.schema';
import { apiRequest, isNotFoundError } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { normaliseStringList } from '@shop/domain/normalise';

/**
 * GET /api/products/get/:id. No toast: an unknown id shows the not-found page and any other failure
 * an inline message, which say more than a toast would.
 */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const data = await apiRequest<{ product?: Product }>(`/products/get/${id}`, {
    signal,
    toastOnError: false,
  });
  if (!data?.product) throw new Error('The product response has no product');
  return withListsNormalised(data.product);
}

/** Image lists normalised in case an old row still holds them JSON-encoded. */
function withListsNormalised(product: Product): Product {
  return {
    ...product,
    images: normaliseStringList(product.images),
    imageColors: normaliseStringList(product.imageColors),
  };
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
    // A product the server found missing while rendering the page stays missing: not asked again on
    // hydration. Other failures show the page's Try again button.
    retryOnMount: false,
  });

/**
 * These products as the server has them now (a cart's few, not the catalogue): one that is gone (404)
 * is left out; any other failure throws.
 */
export async function fetchProductsNow(
  queryClient: QueryClient,
  ids: readonly number[],
): Promise<Product[]> {
  const found = await Promise.all(
    [...new Set(ids)].map((id) =>
      queryClient
        .fetchQuery({ ...productQueryOptions(id), staleTime: 0 })
        .catch((error: unknown) => {
          if (isNotFoundError(error)) return null;
          throw error;
        }),
    ),
  );
  return found.filter((product) => product !== null);
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
