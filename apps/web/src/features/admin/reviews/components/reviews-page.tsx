import Rating from '@mui/material/Rating';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router';
import { RATING_MAX } from '@shop/domain/constants';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';

const COLUMNS = ['Reviews ID', 'Product ID', 'Comment', 'Rating', 'Action'] as const;

/** /v1/reviews: 'View Reviews' (spec §2). */
export function ReviewsPage() {
  const { query: reviewsQuery, items: reviews, paging } = useReviews();
  const deleteReview = useDeleteReview();

  return (
    <AdminPage title="View Reviews">
      <AdminTable
        label="Reviews"
        columns={COLUMNS}
        isLoading={reviewsQuery.isPending}
        errorMessage={reviewsQuery.isError ? 'Failed to fetch reviews.' : null}
        isEmpty={reviews.length === 0}
        emptyMessage="No Reviews available"
        paging={paging}
        searchLabel="Search by comment, review or product ID"
      >
        {reviews.map((review) => (
          <TableRow key={review.id} hover>
            <TableCell>{review.id}</TableCell>
            <TableCell>
              <Link to={`/v1/edit-products-detail/${review.productId}`}>{review.productId}</Link>
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
              <DeleteRowButton
                label={`Delete review ${review.id}`}
                confirmTitle="Delete review?"
                confirmMessage="The review will no longer show on the product page. This cannot be undone."
                onDelete={() => deleteReview.mutateAsync(review.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
