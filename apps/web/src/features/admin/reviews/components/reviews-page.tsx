import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link } from '../../../../lib/router';
import { RATING_MAX } from '@shop/domain/constants';
import { imageUrl } from '../../../../lib/api-client';
import { MUTED_TEXT } from '../../../../lib/theme';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { AdminViewFilter } from '../../common/admin-view-filter';
import { useReviews } from '../api/get-reviews';
import { useReviewsWaiting } from '../api/get-reviews-waiting';
import { REVIEWS_VIEWS } from '../review-views';
import { ReviewActions } from './review-actions';
import { ReviewStatusChip } from './review-status-chip';

const COLUMNS = ['Reviews ID', 'Product ID', 'Comment', 'Rating', 'Status', 'Action'] as const;

const EMPTY_VIEW_MESSAGES = {
  all: 'No Reviews available',
  pending: 'No reviews are waiting to be checked',
  approved: 'No approved reviews',
  hidden: 'No hidden reviews',
} as const;

/**
 * /v1/reviews: 'View Reviews' (spec §2) with moderation (issue #12): each review's status, the waiting
 * ones first, a view per status, and approve, hide and delete on each row.
 */
export function ReviewsPage() {
  const list = useReviews();
  const { items: reviews, filters, filter } = list;
  const view = REVIEWS_VIEWS.viewOf(filters);
  const waiting = useReviewsWaiting();

  return (
    <AdminPage title="View Reviews">
      {waiting.data !== undefined ? (
        <Typography sx={{ mb: 1.5, fontWeight: 600 }} data-testid="reviews-waiting">
          {waiting.data === 1 ? '1 review waiting' : `${waiting.data} reviews waiting`} to be
          checked
        </Typography>
      ) : null}
      <AdminViewFilter label="Status" views={REVIEWS_VIEWS} view={view} onFilter={filter} />
      <AdminListTable
        list={list}
        label="Reviews"
        columns={COLUMNS}
        failedMessage="Failed to fetch reviews."
        emptyMessage={EMPTY_VIEW_MESSAGES[view]}
        searchLabel="Search by comment, review or product ID"
        stackedOnPhone
      >
        {reviews.map((review) => (
          <TableRow key={review.id} hover>
            <TableCell>{review.id}</TableCell>
            <TableCell sx={{ minWidth: 180 }}>
              <Link
                to={`/v1/edit-products-detail/${review.productId}`}
                style={{ display: 'flex', alignItems: 'center', gap: 8 }}
              >
                {review.product.image ? (
                  <Box
                    component="img"
                    src={imageUrl(review.product.image)}
                    alt=""
                    loading="lazy"
                    sx={{
                      width: 40,
                      height: 40,
                      objectFit: 'cover',
                      borderRadius: 1,
                      flex: 'none',
                    }}
                  />
                ) : null}
                <span>
                  {review.product.title}
                  <Box component="span" sx={{ display: 'block', fontSize: 12, color: MUTED_TEXT }}>
                    #{review.productId}
                  </Box>
                </span>
              </Link>
            </TableCell>
            <TableCell sx={{ minWidth: 220, whiteSpace: 'pre-wrap' }}>{review.comment}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Rating
                value={review.rating}
                max={RATING_MAX}
                readOnly
                size="small"
                aria-label={`${review.rating} out of ${RATING_MAX} stars`}
              />
            </TableCell>
            <TableCell>
              <ReviewStatusChip status={review.status} />
            </TableCell>
            <TableCell>
              <ReviewActions review={review} />
            </TableCell>
          </TableRow>
        ))}
      </AdminListTable>
    </AdminPage>
  );
}
