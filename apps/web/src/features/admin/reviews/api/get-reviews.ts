import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema, type Review } from '@shop/domain/schemas/review.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema) });

/** GET /api/reviews/get: every review of every product. */
export async function getReviews(): Promise<Review[]> {
  const { reviews } = await apiRequest('/reviews/get', { schema: reviewsResponseSchema });
  return reviews;
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reviews(), queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
