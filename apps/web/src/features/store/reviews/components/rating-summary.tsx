import { RATING_MAX } from '@shop/domain/constants';
import { summariseRatings } from '@shop/domain/review-rating';
import type { Review } from '@shop/domain/schemas/review.schema';
import { StarRating } from '../../../../components/star-rating';
import * as styles from './rating-summary.css';

/**
 * The product's rating above its reviews: the mean of the reviews the page lists (approved ones, as the
 * server sends them), worked out by the same rule as the page's JSON-LD. Nothing without reviews.
 */
export function RatingSummary({ reviews }: { reviews: readonly Review[] }) {
  const { count, average } = summariseRatings(reviews.map((review) => review.rating));
  if (average === null) return null;
  return (
    <div className={styles.summary}>
      <StarRating value={average} max={RATING_MAX} hidden />
      <p className={styles.average}>
        {average.toFixed(1)} out of {RATING_MAX}
        <span className={styles.count}>
          {' · '}
          {count === 1 ? '1 review' : `${count} reviews`}
        </span>
      </p>
    </div>
  );
}
