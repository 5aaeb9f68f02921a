import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useProductReviews } from '../api/get-product-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** Spec §2 'Review widget': the product's rating and reviews (approved ones), and the form to add one. */
export function ReviewWidget({ productId }: { productId: number }) {
  const { data: reviews, isError } = useProductReviews(productId);
  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Typography
        id="reviews-heading"
        component="h2"
        sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.6rem', mb: 2 }}
      >
        Reviews
      </Typography>
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
    </Box>
  );
}
