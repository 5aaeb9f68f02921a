/**
 * Review moderation. A new review waits (`pending`) unless automatic approval is on; staff approve it,
 * hide it again, or delete it. Only approved reviews are shown and counted on the storefront.
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
