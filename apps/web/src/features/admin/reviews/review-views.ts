/**
 * The Reviews screen's views: every review with the waiting ones first (the server's order), or one
 * status. A view is the status parameter of GET /api/admin/reviews, kept in the address beside the
 * search and the page.
 */
import { REVIEW_STATUSES, REVIEW_STATUS_LABELS } from '@shop/domain/review-status';
import { paramViews } from '../common/param-views';

export const REVIEWS_VIEWS = paramViews(
  'status',
  REVIEW_STATUSES,
  (status) => REVIEW_STATUS_LABELS[status],
);
