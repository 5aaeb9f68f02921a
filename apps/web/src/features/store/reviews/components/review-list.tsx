import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RATING_MAX } from '@shop/domain/constants';
import type { Review } from '@shop/domain/schemas/review.schema';
import { formatShopDate } from '@shop/domain/shop-time';
import { StarRating } from '../../../../components/star-rating';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShopDate(date);
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0)
    return <Typography sx={{ color: '#5c4a40' }}>No reviews yet.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {reviews.map((review) => (
        <Box
          component="li"
          key={review.id}
          sx={{ border: '1px solid #eadfd7', borderRadius: 2, p: 2, bgcolor: '#fffaf7' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <StarRating value={review.rating} max={RATING_MAX} size="small" />
            <Box
              component="time"
              dateTime={review.createdAt}
              sx={{ fontSize: '0.85rem', color: '#5c4a40' }}
            >
              {formatDate(review.createdAt)}
            </Box>
          </Box>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
