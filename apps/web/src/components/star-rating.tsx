/**
 * MUI's read-only Rating drawn with plain elements (issue 24): the same stars, sizes and
 * label (`role="img"`, "4 Stars"), without Rating and its hooks in the product page's first view,
 * where the reviews' stars are (about 6 KB gzip). A part of a star is filled as MUI fills it with a
 * precision below 1: the filled star clipped to the fraction, over the empty one.
 */
import { lightIcon, StarIcon } from './light-icons';
import * as styles from './star-rating.css';

const StarBorderIcon = lightIcon(
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
);

/** Rating's own label: "1 Star", "4.5 Stars". */
function starsLabel(value: number): string {
  return `${value || '0'} Star${value !== 1 ? 's' : ''}`;
}

interface StarRatingProps {
  value: number;
  max: number;
  size?: 'small' | 'medium';
  /** Beside a figure that says it already: hidden from assistive technology. */
  hidden?: boolean;
}

export function StarRating({ value, max, size = 'medium', hidden = false }: StarRatingProps) {
  const stars = Array.from({ length: max }, (_, index) => Math.min(1, Math.max(0, value - index)));
  return (
    <span
      role="img"
      aria-label={starsLabel(value)}
      aria-hidden={hidden || undefined}
      className={styles[size]}
    >
      {stars.map((filled, index) =>
        filled === 1 ? (
          <span key={index} className={styles.whole}>
            <StarIcon className={styles.star} />
          </span>
        ) : (
          <span key={index} className={styles.part}>
            {filled > 0 && (
              <span className={styles.filledPart} style={{ width: `${filled * 100}%` }}>
                <StarIcon className={styles.star} />
              </span>
            )}
            <span className={styles.empty}>
              <StarBorderIcon className={styles.star} />
            </span>
          </span>
        ),
      )}
    </span>
  );
}
