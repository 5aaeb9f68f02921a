import { describe, expect, it } from 'vitest';
import { averageRating, summariseRatings } from './review-rating';

describe('a product’s rating', () => {
  it('is the mean to one decimal, rounding halves up', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(87, 20)).toBe(4.4); // 4.35
    expect(averageRating(5, 1)).toBe(5);
  });

  it('is null without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(summariseRatings([])).toEqual({ count: 0, average: null });
  });

  it('summarises a list of ratings', () => {
    expect(summariseRatings([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
  });
});
