import { adminReviewSchema } from '@shop/domain/schemas/review.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';
import { REVIEWS_VIEWS } from '../review-views';

/**
 * GET /api/admin/reviews: a page of the reviews (the waiting first, or one status), searched, each with
 * its product's title and picture.
 */
export function useReviews() {
  return useAdminList({
    path: 'reviews',
    key: adminKeys.reviews(),
    item: adminReviewSchema,
    readFilters: REVIEWS_VIEWS.readFilters,
  });
}
