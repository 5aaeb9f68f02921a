import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewSchema, type Review } from '@shop/domain/schemas/review.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const responseSchema = z.object({ reviews: z.array(reviewSchema) });

/** GET /api/reviews/get/:productId, newest first as the server sends them. */
export async function getProductReviews(
  productId: number,
  signal?: AbortSignal,
): Promise<Review[]> {
  const data = await apiRequest(`/reviews/get/${productId}`, { signal, schema: responseSchema });
  return data.reviews;
}

export const productReviewsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.byProduct(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });

export function useProductReviews(productId: number, enabled = true) {
  return useQuery({ ...productReviewsQueryOptions(productId), enabled });
}
