import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OrderStatus } from '@shop/domain/order-status';
import {
  ORDER_BULK_MAX,
  type BulkOrderChangeBody,
} from '@shop/domain/schemas/order-changes.schema';
import { type Order } from '@shop/domain/schemas/order.schema';
import type { CourierName } from '@shop/domain/couriers';
import type { BookOrdersResult } from '@shop/domain/schemas/parcel-booking.schema';
import { useBookOrders } from '../api/book-orders';
import { useChangeOrdersInBulk } from '../api/change-orders-in-bulk';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { BookingProgress, type FollowedBooking } from './booking-progress';
import { BulkBookDialog } from './bulk-book-dialog';
import { BulkOutcomeAlert, orderNumberOf, outcomeOf, type BulkOutcome } from './bulk-outcome';
import { BulkPaperButtons } from './bulk-paper-buttons';
import { BulkReasonDialog } from './bulk-reason-dialog';
import { BulkShipDialog } from './bulk-ship-dialog';
import { useOrderBatches } from './use-order-batches';

type BulkDialog = 'book' | 'shipped' | 'cancelled' | 'delivered' | 'returned';

/** The moves whose dialog asks first (a confirmation or a reason); red for the ones that undo a sale. */
const ASKED_MOVES: readonly { opens: BulkDialog; label: string; color?: 'error' }[] = [
  { opens: 'delivered', label: 'Mark delivered' },
  { opens: 'returned', label: 'Mark returned…', color: 'error' },
  { opens: 'cancelled', label: 'Cancel…', color: 'error' },
];

interface BulkOrderActionsProps {
  /** The ids to act on: the ones ticked, or every order the filter matches. */
  ids: readonly number[];
  /** The orders of those read so far (their numbers for the outcome and the ship dialog). */
  known: readonly Order[];
  /** Every order matching the filter is chosen, not only the ones ticked. */
  allMatching: boolean;
  /** After a move: the orders that moved leave the selection, the refused ones stay for another go. */
  onMoved: (movedIds: readonly number[]) => void;
  onClear: () => void;
  /** The CSV of the chosen orders (at most ORDER_BULK_MAX by id, or the filter's export). */
  onExport: () => void;
  exporting: boolean;
}

/**
 * The Shipping List's bulk actions (issue #26) on the chosen orders: confirm, ship (a courier, a
 * tracking number each), deliver, cancel (one reason), export; and their papers (the couriers' labels
 * and load sheet, the shop's packing slips and pick list, issue #29). The server takes 500 orders a call, so
 * more go in batches of 500 with the progress shown; it moves each order alone and answers per order;
 * the outcome stays on screen, naming every order that did not move and why.
 */
export function BulkOrderActions({
  ids,
  known,
  allMatching,
  onMoved,
  onClear,
  onExport,
  exporting,
}: BulkOrderActionsProps) {
  const bulk = useChangeOrdersInBulk();
  const bookOrders = useBookOrders();
  const [dialog, setDialog] = useState<BulkDialog | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [followed, setFollowed] = useState<FollowedBooking | null>(null);
  const { progress, runInBatches } = useOrderBatches();
  const busy = bulk.isPending || progress !== null;
  const shippable = known.filter((order) => ids.includes(order.id));

  async function move(body: Omit<BulkOrderChangeBody, 'ids'>): Promise<void> {
    await runInBatches(
      ids,
      async (batch) => (await bulk.mutateAsync({ ...body, ids: batch })).results,
      // What moved before a failed batch did move: say so, and keep the rest chosen.
      (results) => {
        setOutcome(outcomeOf(body.status, results, known));
        onMoved(results.filter((entry) => entry.ok).map((entry) => entry.id));
      },
    );
    setDialog(null);
  }
  /**
   * Books the chosen orders with one courier, 500 a call (each call only queues them), then follows
   * them while the job books. Those queued or booked leave the selection; the ones refused at once
   * stay chosen, to book again once corrected.
   */
  async function book(courier: CourierName): Promise<void> {
    await runInBatches(
      ids,
      async (batch) => (await bookOrders.mutateAsync({ ids: batch, courier })).results,
      (results: BookOrdersResult['results']) => {
        setOutcome(null);
        setFollowed({
          courier,
          ids: results.map((entry) => entry.id),
          refusedAtOnce: results
            .filter((entry) => entry.state === 'refused' || entry.state === 'not_bookable')
            .map((entry) => ({
              id: entry.id,
              number: orderNumberOf(known, entry.id),
              reason: entry.reason ?? 'Not bookable.',
            })),
        });
        onMoved(
          results
            .filter((entry) => entry.state === 'queued' || entry.state === 'booked')
            .map((entry) => entry.id),
        );
      },
    );
    setDialog(null);
  }
  const moveAtOnce = (status: OrderStatus) => {
    // A failed call is the api client's toast; what did not move stays chosen.
    move({ status }).catch(() => undefined);
  };
  const count = ids.length.toLocaleString();

  return (
    <Box sx={{ mb: 2 }}>
      {ids.length > 0 ? (
        <Box
          role="toolbar"
          aria-label="Bulk actions"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ fontWeight: 700, mr: 1 }} aria-live="polite">
            {progress
              ? `${progress.done.toLocaleString()} of ${progress.of.toLocaleString()} done…`
              : allMatching
                ? `All ${count} matching selected`
                : `${count} selected`}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => moveAtOnce('confirmed')}>
            Confirm
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => setDialog('book')}>
            Book with courier…
          </Button>
          <BulkPaperButtons ids={ids} busy={busy} />
          <Button
            variant="contained"
            // Each order needs its own tracking number: ship the orders on screen.
            disabled={busy || shippable.length !== ids.length}
            onClick={() => setDialog('shipped')}
          >
            Mark shipped…
          </Button>
          {ASKED_MOVES.map(({ opens, label, color }) => (
            <Button
              key={opens}
              variant="outlined"
              color={color}
              disabled={busy}
              onClick={() => setDialog(opens)}
            >
              {label}
            </Button>
          ))}
          <Button
            variant="outlined"
            disabled={busy || exporting || (!allMatching && ids.length > ORDER_BULK_MAX)}
            onClick={onExport}
          >
            Export selection
          </Button>
          <Button color="inherit" onClick={onClear}>
            Clear selection
          </Button>
        </Box>
      ) : null}
      {outcome ? <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {followed ? <BookingProgress followed={followed} onClose={() => setFollowed(null)} /> : null}
      {dialog === 'book' ? (
        <BulkBookDialog count={ids.length} onSubmit={book} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'shipped' ? (
        <BulkShipDialog orders={shippable} onSubmit={move} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delivered' ? (
        <ConfirmDialog
          open
          title={`Mark ${count} orders delivered?`}
          message="Their shoppers have the parcels and paid for them."
          confirmLabel="Mark delivered"
          confirmColor="primary"
          isPending={bulk.isPending}
          onConfirm={() => {
            setDialog(null);
            moveAtOnce('delivered');
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'returned' || dialog === 'cancelled' ? (
        <BulkReasonDialog
          move={dialog}
          count={ids.length}
          onSubmit={move}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
