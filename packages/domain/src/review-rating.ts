/**
 * A product's rating as the storefront states it (the review widget and the page's JSON-LD): the mean
 * of its shown reviews, to one decimal.
 */

/**
 * The mean of `count` ratings adding up to `total`, rounded half up to one decimal (4.25 → 4.3); null
 * without ratings. Taking a total rather than the ratings lets a database count and add them.
 */
export function averageRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total * 10) / count) / 10;
}

export interface RatingSummary {
  count: number;
  average: number | null;
}

export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return { count: ratings.length, average: averageRating(total, ratings.length) };
}
