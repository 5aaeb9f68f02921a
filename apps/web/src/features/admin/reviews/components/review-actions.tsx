import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from '../../../../lib/toasts';
import type { ReviewModerationStatus } from '@shop/domain/review-status';
import type { Review } from '@shop/domain/schemas/review.schema';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useChangeReviewStatus } from '../api/change-review-status';
import { useDeleteReview } from '../api/delete-review';

const MOVES: readonly { status: ReviewModerationStatus; label: string; done: string }[] = [
  { status: 'approved', label: 'Approve', done: 'approved: it shows on the product page' },
  { status: 'hidden', label: 'Hide', done: 'hidden from the product page' },
];

const MOVE_WIDTH = 84;
const MOVES_WIDTH = MOVE_WIDTH * 2 + 8;

/**
 * A review's row actions: approve it or hide it (whichever it is not already), and delete it after
 * confirming (spec §2). Each names its review for a screen reader: 'Approve review 12'.
 */
export function ReviewActions({ review }: { review: Review }) {
  const changeStatus = useChangeReviewStatus();
  const deleteReview = useDeleteReview();
  const busy = changeStatus.isPending;

  async function move(status: ReviewModerationStatus, done: string) {
    try {
      await changeStatus.mutateAsync({ id: review.id, status });
      toast.success(`Review ${review.id} ${done}`);
    } catch {
      // The api client has shown the server's message.
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* As wide as both buttons, so the delete button sits in one column down the table; on a
          phone's card the buttons take their own width, so the row fits beside the column's name. */}
      <Stack direction="row" spacing={1} sx={{ width: { sm: MOVES_WIDTH }, flexShrink: 0 }}>
        {MOVES.filter((option) => option.status !== review.status).map(
          ({ status, label, done }) => (
            <Button
              key={status}
              size="small"
              variant={status === 'approved' ? 'contained' : 'outlined'}
              aria-label={`${label} review ${review.id}`}
              disabled={busy}
              onClick={() => void move(status, done)}
              sx={{ width: { sm: MOVE_WIDTH } }}
            >
              {label}
            </Button>
          ),
        )}
      </Stack>
      <DeleteRowButton
        label={`Delete review ${review.id}`}
        confirmTitle="Delete review?"
        confirmMessage="The review will no longer show on the product page. This cannot be undone."
        onDelete={() => deleteReview.mutateAsync(review.id)}
      />
    </Stack>
  );
}
