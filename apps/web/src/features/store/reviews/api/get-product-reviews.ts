import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@shop/domain/schemas/review.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/reviews/get/:productId, newest first as the server sends them. */
export async function getProductReviews(
  productId: number,
  signal?: AbortSignal,
): Promise<Review[]> {
  // Checked by hand: zod would weigh more on the product page than everything else it shows.
  const data = await apiRequest<{ reviews?: unknown }>(`/reviews/get/${productId}`, { signal });
  if (!data || !Array.isArray(data.reviews)) throw new Error('The reviews answer has no reviews');
  return data.reviews as Review[];
}

export const productReviewsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.byProduct(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });

export function useProductReviews(productId: number, enabled = true) {
  return useQuery({ ...productReviewsQueryOptions(productId), enabled });
}
