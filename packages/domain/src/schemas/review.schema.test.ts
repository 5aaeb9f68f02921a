import { describe, expect, it } from 'vitest';
import {
  adminReviewsQuerySchema,
  changeReviewStatusBodySchema,
  createReviewBodySchema,
  reviewFormSchema,
} from './review.schema';
import { fieldMessages } from './test-helpers';

describe('reviewFormSchema (spec §5 review form)', () => {
  it('accepts a comment and a rating from 1 to 5, trimming the comment', () => {
    expect(reviewFormSchema.parse({ comment: ' Lovely ', rating: 5 })).toEqual({
      comment: 'Lovely',
      rating: 5,
    });
    expect(reviewFormSchema.safeParse({ comment: 'ok', rating: 1 }).success).toBe(true);
  });

  it.each([
    [{ comment: '', rating: 4 }, { comment: 'Comment cannot be empty.' }],
    [{ comment: '   ', rating: 4 }, { comment: 'Comment cannot be empty.' }],
    [{ rating: 4 }, { comment: 'Comment cannot be empty.' }],
    [{ comment: 'ok', rating: null }, { rating: 'Please provide a rating.' }],
    [{ comment: 'ok' }, { rating: 'Please provide a rating.' }],
    [{ comment: 'ok', rating: 0 }, { rating: 'Rating must be at least 1.' }],
    [{ comment: 'ok', rating: 6 }, { rating: 'Rating must be at most 5.' }],
    [{ comment: 'ok', rating: 2.5 }, { rating: 'Rating must be a whole number from 1 to 5.' }],
    [
      { comment: 'x'.repeat(2001), rating: 3 },
      { comment: 'Comment must be at most 2000 characters.' },
    ],
  ])('%j → %j', (input, messages) => {
    expect(fieldMessages(reviewFormSchema, input)).toEqual(messages);
  });

  it('the request body also needs a product id and nothing else', () => {
    expect(createReviewBodySchema.parse({ productId: '7', comment: 'ok', rating: 3 })).toEqual({
      productId: 7,
      comment: 'ok',
      rating: 3,
    });
    expect(
      createReviewBodySchema.safeParse({ productId: 7, comment: 'ok', rating: 3, admin: true })
        .success,
    ).toBe(false);
  });
});

describe('moderation', () => {
  it('staff move a review to approved or hidden, never back to waiting', () => {
    expect(changeReviewStatusBodySchema.parse({ status: 'approved' })).toEqual({
      status: 'approved',
    });
    expect(changeReviewStatusBodySchema.parse({ status: 'hidden' })).toEqual({ status: 'hidden' });
    for (const status of ['pending', 'shown', '', null, undefined]) {
      expect(fieldMessages(changeReviewStatusBodySchema, { status })).toEqual({
        status: 'Status must be approved or hidden',
      });
    }
  });

  it('the Reviews screen asks for one status, or all when the parameter is blank', () => {
    expect(adminReviewsQuerySchema.parse({ status: 'pending' })).toEqual({
      status: 'pending',
      page: 1,
    });
    expect(adminReviewsQuerySchema.parse({ status: '' })).toEqual({ page: 1 });
    expect(fieldMessages(adminReviewsQuerySchema, { status: 'deleted' })).toEqual({
      status: 'Status must be one of pending, approved, hidden',
    });
  });
});
