import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useDeleteRow } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteReview(id: number): Promise<unknown> {
  return apiRequest(`/reviews/delete-reviews/${id}`, { method: 'DELETE' });
}

/** Removes the row locally (spec §7); a product's own review list is refetched when next shown. */
export function useDeleteReview() {
  return useDeleteRow(deleteReview, adminKeys.reviews(), {
    queryKey: queryKeys.reviews.all,
    refetchType: 'none',
  });
}
