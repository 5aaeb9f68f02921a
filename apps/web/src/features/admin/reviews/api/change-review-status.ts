import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListPage } from '@shop/domain/schemas/list-query.schema';
import {
  reviewSchema,
  type AdminReview,
  type ChangeReviewStatusBody,
  type Review,
} from '@shop/domain/schemas/review.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';

const changedReviewSchema = z.object({ review: reviewSchema });

/** POST /api/admin/reviews/:id/status: approve a review (it shows on its product page) or hide it. */
export async function changeReviewStatus(
  id: number,
  body: ChangeReviewStatusBody,
): Promise<Review> {
  const { review } = await apiRequest(`/admin/reviews/${id}/status`, {
    method: 'POST',
    body,
    schema: changedReviewSchema,
  });
  return review;
}

/**
 * The row shows its new status at once; the table is then read again (in a one-status view the row
 * leaves it), and the product's own review list is refetched when next shown.
 */
export function useChangeReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeReviewStatusBody & { id: number }) =>
      changeReviewStatus(id, body),
    onSuccess: (review) => {
      // The row keeps its product; only the review's own fields changed.
      queryClient.setQueriesData<AdminListPage<AdminReview>>(
        { queryKey: adminKeys.reviews() },
        (page) =>
          page?.items
            ? {
                ...page,
                items: page.items.map((item) =>
                  item.id === review.id ? { ...item, ...review } : item,
                ),
              }
            : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.reviews.all,
        refetchType: 'none',
      });
    },
  });
}
