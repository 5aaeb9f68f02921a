import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TitledSection } from '../../../../components/titled-section';
import { useProductReviews } from '../api/get-product-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** Spec §2 'Review widget': the product's rating and reviews (approved ones), and the form to add one. */
export function ReviewWidget({ productId }: { productId: number }) {
  const { data: reviews, isError } = useProductReviews(productId);
  return (
    <TitledSection headingId="reviews-heading" title="Reviews">
      {reviews && <RatingSummary reviews={reviews} />}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <div>
          {isError ? (
            <Typography>Reviews could not be loaded.</Typography>
          ) : (
            <ReviewList reviews={reviews ?? []} />
          )}
        </div>
        <ReviewForm productId={productId} />
      </Box>
    </TitledSection>
  );
}
