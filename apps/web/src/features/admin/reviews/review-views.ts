/**
 * The Reviews screen's views: every review with the waiting ones first (the server's order), or one
 * status. A view is the status parameter of GET /api/admin/reviews, kept in the address beside the
 * search and the page.
 */
import {
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
} from '@shop/domain/review-status';
import type { AdminListFilters } from '../common/admin-list';

export type ReviewsView = 'all' | ReviewStatus;

export const REVIEWS_VIEWS: readonly { view: ReviewsView; label: string }[] = [
  { view: 'all', label: 'All' },
  ...REVIEW_STATUSES.map((status) => ({ view: status, label: REVIEW_STATUS_LABELS[status] })),
];

function isReviewStatus(value: string | null): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly (string | null)[]).includes(value);
}

/** The status as the address has it; one the API would refuse is left out. */
export function readReviewsFilters(params: URLSearchParams): AdminListFilters {
  const status = params.get('status');
  return isReviewStatus(status) ? { status } : {};
}

export function reviewsViewOf(filters: AdminListFilters): ReviewsView {
  const status = filters.status ?? null;
  return isReviewStatus(status) ? status : 'all';
}

/** The address parameters of a view; null removes one. */
export function reviewsFiltersOf(view: ReviewsView): Record<string, string | null> {
  return { status: view === 'all' ? null : view };
}
