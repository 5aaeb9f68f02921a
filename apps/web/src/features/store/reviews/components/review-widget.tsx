import { memo } from 'react';
import { TitledSection } from '../../../../components/titled-section';
import { HydrateWhenNear } from '../../../../lib/hydrate-when-near';
import { lazyPart } from '../../../../lib/lazy-part';
import { useProductReviews } from '../api/get-product-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import * as styles from './review-widget.css';

// The form's code (react-hook-form with it) is not in the product page's first view.
const ReviewForm = lazyPart<{ productId: number }>(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);

/** Memo: drawn again while it waits to hydrate, the form would lose the server's markup. */
const ReviewFormWhenNear = memo(function ReviewFormWhenNear({ productId }: { productId: number }) {
  return (
    <HydrateWhenNear name="review-form">
      <ReviewForm productId={productId} />
    </HydrateWhenNear>
  );
});

/** Spec §2 'Review widget': the product's rating and reviews (approved ones), and the form to add one. */
export function ReviewWidget({ productId }: { productId: number }) {
  const { data: reviews, isError } = useProductReviews(productId);
  return (
    <TitledSection headingId="reviews-heading" title="Reviews">
      {reviews && <RatingSummary reviews={reviews} />}
      <div className={styles.columns}>
        <div>
          {isError ? (
            <p className={styles.failed}>Reviews could not be loaded.</p>
          ) : (
            <ReviewList reviews={reviews ?? []} />
          )}
        </div>
        <ReviewFormWhenNear productId={productId} />
      </div>
    </TitledSection>
  );
}
