import { reviewSchema } from '@shop/domain/schemas/review.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/reviews: a page of the reviews, newest first, searched on the server. */
export function useReviews() {
  return useAdminList({ path: 'reviews', key: adminKeys.reviews(), item: reviewSchema });
}
