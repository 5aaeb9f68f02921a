import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX_LENGTH } from '../constants';
import { REVIEW_MODERATION_STATUSES, REVIEW_STATUSES } from '../review-status';
import { idField } from './number-fields.schema';
import { adminListQuerySchema, blankToUndefined } from './list-query.schema';

const rating = z
  .number({ error: 'Please provide a rating.' })
  .int({ error: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}.` })
  .min(RATING_MIN, { error: `Rating must be at least ${RATING_MIN}.` })
  .max(RATING_MAX, { error: `Rating must be at most ${RATING_MAX}.` });

/** The review widget's form (spec §5). */
export const reviewFormSchema = z.object({
  comment: z
    .string({ error: 'Comment cannot be empty.' })
    .trim()
    .min(1, { error: 'Comment cannot be empty.' })
    .max(REVIEW_COMMENT_MAX_LENGTH, {
      error: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`,
    }),
  rating,
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const createReviewBodySchema = reviewFormSchema.extend({ productId: idField }).strict();
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  comment: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  /** The storefront lists only approved ones; the shopper who sends one learns whether it waits. */
  status: z.enum(REVIEW_STATUSES),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review as the back office's queue lists it (GET /api/admin/reviews): with its product's title and
 * first picture (an image name, null when the product has none), so staff need not look ids up.
 */
export const adminReviewSchema = reviewSchema.extend({
  product: z.object({ title: z.string(), image: z.string().nullable() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/admin/reviews/waiting: how many reviews wait to be checked (the queue's count). */
export const reviewsWaitingSchema = z.object({ waiting: z.number().int() });

/** POST /api/admin/reviews/:id/status: staff approve a review or hide it. */
export const changeReviewStatusBodySchema = z
  .object({
    status: z.enum(REVIEW_MODERATION_STATUSES, {
      error: `Status must be ${REVIEW_MODERATION_STATUSES.join(' or ')}`,
    }),
  })
  .strict();
export type ChangeReviewStatusBody = z.infer<typeof changeReviewStatusBodySchema>;

/** GET /api/admin/reviews: the Reviews screen's page, of one status or of all (the waiting first). */
export const adminReviewsQuerySchema = adminListQuerySchema
  .extend({
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(REVIEW_STATUSES, { error: `Status must be one of ${REVIEW_STATUSES.join(', ')}` })
        .optional(),
    ),
  })
  .strict();
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
