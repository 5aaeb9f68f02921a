import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { RATING_MAX } from '@shop/domain/constants';
import type { ReviewStatus } from '@shop/domain/review-status';
import type {
  reviewFormSchema,
  ReviewForm as ReviewFormValues,
} from '@shop/domain/schemas/review.schema';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../../../lib/api-client';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import { useCreateReview } from '../api/create-review';

type ReviewFormInput = z.input<typeof reviewFormSchema>;

const errorSx = { color: '#b3261e', fontSize: '0.85rem', mx: 0, mt: 0.5 } as const;

/**
 * The comment box: a labelled native textarea drawn like the shop's outlined fields. MUI's TextField
 * would add its 30 KB chunk to every product page for a box below the fold.
 */
const commentBoxSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '6.5em',
  p: '12px 14px',
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid rgba(0, 0, 0, 0.35)',
  borderRadius: 1,
  resize: 'vertical',
  '&:hover': { borderColor: 'rgba(0, 0, 0, 0.87)' },
  '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: '0 0 0 1px currentColor' },
  '&[aria-invalid="true"]': { borderColor: '#b3261e' },
} as const;

export const REVIEW_FAILURE_MESSAGE = 'Failed to submit review.';

export const REVIEW_SENT_MESSAGE = 'Thank you for your review!';
/** Added when the review waits for the shop to approve it (the default: REVIEWS_AUTO_APPROVE). */
export const REVIEW_WAITING_NOTE = 'It will appear here once the shop has checked it.';

/**
 * Under the form after a failure: the spec's words, or the server's own when it refused a review sent
 * too soon (429: it says why and when to try again).
 */
function failureMessage(error: Error | null): string {
  return error instanceof ApiRequestError && error.status === 429
    ? error.message
    : REVIEW_FAILURE_MESSAGE;
}

/** The review widget's form (spec §2, §5): one schema from @shop/domain, messages once touched. */
export function ReviewForm({ productId }: { productId: number }) {
  const createReview = useCreateReview(productId);
  const [sent, setSent] = useState<ReviewStatus | null>(null);
  const { control, register, handleSubmit, reset, formState } = useForm<
    ReviewFormInput,
    unknown,
    ReviewFormValues
  >({
    resolver: lazyZodResolver(() =>
      import('@shop/domain/schemas/review.schema').then((module) => module.reviewFormSchema),
    ),
    mode: 'onTouched',
    defaultValues: { comment: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const show = (field: keyof ReviewFormInput) =>
    (touchedFields[field] || isSubmitted) && errors[field]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const review = await createReview.mutateAsync(values);
      reset();
      setSent(review.status);
    } catch {
      // The message below the form says it; the API client has already toasted any server message.
    }
  });

  const commentError = show('comment');
  const ratingError = show('rating');

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="review-form-heading">
      <Typography id="review-form-heading" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Write a review
      </Typography>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <Box sx={{ mb: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="span" id="your-rating-label">
                Your Rating:
              </Typography>
              <Rating
                name="rating"
                value={field.value ?? null}
                max={RATING_MAX}
                precision={1}
                onChange={(_, value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                aria-labelledby="your-rating-label"
                sx={{ color: '#B7791F' }}
              />
            </Box>
            {ratingError && (
              <Typography id="rating-error" sx={errorSx}>
                {ratingError}
              </Typography>
            )}
          </Box>
        )}
      />
      <Typography component="label" htmlFor="review-comment" sx={{ display: 'block', mb: 0.5 }}>
        Write a comment
      </Typography>
      <Box
        component="textarea"
        id="review-comment"
        rows={4}
        {...register('comment')}
        aria-invalid={Boolean(commentError)}
        aria-describedby={commentError ? 'comment-error' : undefined}
        sx={commentBoxSx}
      />
      {commentError && (
        <Typography id="comment-error" sx={errorSx}>
          {commentError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={createReview.isPending}>
          Submit Review
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {sent && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {REVIEW_SENT_MESSAGE} {sent === 'pending' ? REVIEW_WAITING_NOTE : null}
          </Alert>
        )}
      </Box>
      {createReview.isError && (
        <Typography role="alert" sx={{ ...errorSx, mt: 1.5 }}>
          {failureMessage(createReview.error)}
        </Typography>
      )}
    </Box>
  );
}
