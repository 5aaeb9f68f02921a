import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, Review } from '@shop/domain/schemas/review.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /api/reviews/create (no sign-in: spec §6). */
export async function createReview(body: CreateReviewBody): Promise<Review> {
  const data = await apiRequest<{ review: Review }>('/reviews/create', { method: 'POST', body });
  return data.review;
}

/** On success the product's review list (and the admin's list, same resource) refreshes. */
export function useCreateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateReviewBody, 'productId'>) => createReview({ ...body, productId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.byProduct(productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.list() }),
      ]),
  });
}
