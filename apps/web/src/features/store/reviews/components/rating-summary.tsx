import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RATING_MAX } from '@shop/domain/constants';
import { summariseRatings } from '@shop/domain/review-rating';
import type { Review } from '@shop/domain/schemas/review.schema';
import { StarRating } from '../../../../components/star-rating';

/**
 * The product's rating above its reviews: the mean of the reviews the page lists (approved ones, as the
 * server sends them), worked out by the same rule as the page's JSON-LD. Nothing without reviews.
 */
export function RatingSummary({ reviews }: { reviews: readonly Review[] }) {
  const { count, average } = summariseRatings(reviews.map((review) => review.rating));
  if (average === null) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <StarRating value={average} max={RATING_MAX} hidden />
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {average.toFixed(1)} out of {RATING_MAX}
        <Box component="span" sx={{ color: '#5c4a40', fontWeight: 400 }}>
          {' · '}
          {count === 1 ? '1 review' : `${count} reviews`}
        </Box>
      </Typography>
    </Box>
  );
}
