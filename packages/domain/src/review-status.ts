/**
 * Review moderation. A new review waits (`pending`) unless automatic approval is on; staff approve it,
 * hide it again, or delete it. Only approved reviews are shown and counted on the storefront.
 */
import { labelledCodes } from './labelled-codes';

/** Each status and how the back office names it. */
const reviewStatuses = labelledCodes([
  ['pending', 'Waiting'],
  ['approved', 'Approved'],
  ['hidden', 'Hidden'],
]);
export const REVIEW_STATUSES = reviewStatuses.codes;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS = reviewStatuses.labels;

/** The statuses staff move a review to. Nothing moves back to waiting: a review is checked once. */
export const REVIEW_MODERATION_STATUSES = [
  'approved',
  'hidden',
] as const satisfies readonly ReviewStatus[];

export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

/** The one status whose reviews the storefront shows, averages and counts. */
export const SHOWN_REVIEW_STATUS = 'approved' satisfies ReviewStatus;

/** A review as it is sent: shown at once when the shop approves reviews automatically, else waiting. */
export function newReviewStatus(autoApprove: boolean): ReviewStatus {
  return autoApprove ? 'approved' : 'pending';
}
