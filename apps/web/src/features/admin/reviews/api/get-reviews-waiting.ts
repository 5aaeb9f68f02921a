import { useQuery } from '@tanstack/react-query';
import { reviewsWaitingSchema } from '@shop/domain/schemas/review.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** Under the reviews' key: approving, hiding or deleting a review refreshes the count too. */
export const reviewsWaitingKey = () => [...adminKeys.reviews(), 'waiting'] as const;

/** GET /api/admin/reviews/waiting: how many reviews wait to be checked (the screen and the sidebar). */
export function useReviewsWaiting() {
  return useQuery({
    queryKey: reviewsWaitingKey(),
    queryFn: ({ signal }) =>
      apiRequest('/admin/reviews/waiting', {
        schema: reviewsWaitingSchema,
        toastOnError: false,
        signal,
      }),
    select: (answer) => answer.waiting,
  });
}
