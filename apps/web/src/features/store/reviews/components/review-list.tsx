import { RATING_MAX } from '@shop/domain/constants';
import type { Review } from '@shop/domain/schemas/review.schema';
import { formatShopDate } from '@shop/domain/shop-time';
import { StarRating } from '../../../../components/star-rating';
import * as styles from './review-list.css';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShopDate(date);
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className={styles.none}>No reviews yet.</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.heading}>
            <StarRating value={review.rating} max={RATING_MAX} size="small" />
            <time dateTime={review.createdAt} className={styles.date}>
              {formatDate(review.createdAt)}
            </time>
          </div>
          <p className={styles.comment}>{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
