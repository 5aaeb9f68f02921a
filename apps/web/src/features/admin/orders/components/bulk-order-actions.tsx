import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import {
  ORDER_BULK_MAX,
  type BulkOrderChangeBody,
  type BulkOrderChangeResult,
  type Order,
} from '@shop/domain/schemas/order.schema';
import type { CourierName } from '@shop/domain/couriers';
import type { BookOrdersResult } from '@shop/domain/schemas/parcel-booking.schema';
import { useBookOrders } from '../api/book-orders';
import { useChangeOrdersInBulk } from '../api/change-orders-in-bulk';
import { usePackingSlips, usePickList } from '../api/order-documents';
import { useLoadSheet, usePrintLabels } from '../api/parcel-documents';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { BookingProgress, type FollowedBooking } from './booking-progress';
import { BulkBookDialog } from './bulk-book-dialog';
import { BulkReasonDialog } from './bulk-reason-dialog';
import { BulkShipDialog } from './bulk-ship-dialog';

/** What a bulk move did: how many moved, and each order that did not with why. */
interface BulkOutcome {
  status: OrderStatus;
  moved: number;
  refused: { number: string; message: string }[];
}

function outcomeOf(
  status: OrderStatus,
  results: BulkOrderChangeResult['results'],
  known: readonly Order[],
): BulkOutcome {
  const numberOf = (id: number) => known.find((order) => order.id === id)?.number ?? `#${id}`;
  return {
    status,
    moved: results.filter((entry) => entry.ok).length,
    refused: results
      .filter((entry) => !entry.ok)
      .map((entry) => ({ number: numberOf(entry.id), message: entry.message ?? 'Not changed' })),
  };
}

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
  const printLabels = usePrintLabels();
  const loadSheet = useLoadSheet();
  const packingSlips = usePackingSlips();
  const pickList = usePickList();
  const [dialog, setDialog] = useState<
    'book' | 'shipped' | 'cancelled' | 'delivered' | 'returned' | null
  >(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [followed, setFollowed] = useState<FollowedBooking | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const busy = bulk.isPending || progress !== null;
  const printing =
    printLabels.isPending || loadSheet.isPending || packingSlips.isPending || pickList.isPending;
  // A document is one request of at most ORDER_BULK_MAX orders.
  const printable = ids.length <= ORDER_BULK_MAX;
  const shippable = known.filter((order) => ids.includes(order.id));

  async function move(body: Omit<BulkOrderChangeBody, 'ids'>): Promise<void> {
    const results: BulkOrderChangeResult['results'] = [];
    setProgress({ done: 0, of: ids.length });
    try {
      for (let start = 0; start < ids.length; start += ORDER_BULK_MAX) {
        const batch = ids.slice(start, start + ORDER_BULK_MAX);
        results.push(...(await bulk.mutateAsync({ ...body, ids: [...batch] })).results);
        setProgress({ done: start + batch.length, of: ids.length });
      }
    } finally {
      setProgress(null);
      // What moved before a failed batch did move: say so, and keep the rest chosen.
      if (results.length > 0) {
        setOutcome(outcomeOf(body.status, results, known));
        onMoved(results.filter((entry) => entry.ok).map((entry) => entry.id));
      }
    }
    setDialog(null);
  }
  /**
   * Books the chosen orders with one courier, 500 a call (each call only queues them), then follows
   * them while the job books. Those queued or booked leave the selection; the ones refused at once
   * stay chosen, to book again once corrected.
   */
  async function book(courier: CourierName): Promise<void> {
    const results: BookOrdersResult['results'] = [];
    setProgress({ done: 0, of: ids.length });
    try {
      for (let start = 0; start < ids.length; start += ORDER_BULK_MAX) {
        const batch = ids.slice(start, start + ORDER_BULK_MAX);
        results.push(...(await bookOrders.mutateAsync({ ids: batch, courier })).results);
        setProgress({ done: start + batch.length, of: ids.length });
      }
    } finally {
      setProgress(null);
      if (results.length > 0) {
        const numberOf = (id: number) => known.find((order) => order.id === id)?.number ?? `#${id}`;
        setOutcome(null);
        setFollowed({
          courier,
          ids: results.map((entry) => entry.id),
          refusedAtOnce: results
            .filter((entry) => entry.state === 'refused' || entry.state === 'not_bookable')
            .map((entry) => ({
              id: entry.id,
              number: numberOf(entry.id),
              reason: entry.reason ?? 'Not bookable.',
            })),
        });
        onMoved(
          results
            .filter((entry) => entry.state === 'queued' || entry.state === 'booked')
            .map((entry) => entry.id),
        );
      }
    }
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
          <Button
            variant="outlined"
            disabled={busy || printing || !printable}
            onClick={() => printLabels.mutate(ids)}
          >
            Print labels
          </Button>
          <Button
            variant="outlined"
            disabled={busy || printing || !printable}
            onClick={() => loadSheet.mutate(ids)}
          >
            Load sheet
          </Button>
          <Button
            variant="outlined"
            disabled={busy || printing || !printable}
            onClick={() => packingSlips.mutate(ids)}
          >
            Packing slips
          </Button>
          <Button
            variant="outlined"
            disabled={busy || printing || !printable}
            onClick={() => pickList.mutate(ids)}
          >
            Pick list
          </Button>
          <Button
            variant="contained"
            // Each order needs its own tracking number: ship the orders on screen.
            disabled={busy || shippable.length !== ids.length}
            onClick={() => setDialog('shipped')}
          >
            Mark shipped…
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => setDialog('delivered')}>
            Mark delivered
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDialog('returned')}
          >
            Mark returned…
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDialog('cancelled')}
          >
            Cancel…
          </Button>
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
      {outcome ? (
        <Alert
          severity={outcome.refused.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          sx={{ mt: 1 }}
        >
          {outcome.moved} {outcome.moved === 1 ? 'order' : 'orders'}{' '}
          {ORDER_STATUS_LABELS[outcome.status].toLowerCase()}.
          {outcome.refused.length > 0 ? (
            <>
              {' '}
              {outcome.refused.length} not changed:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {outcome.refused.map((entry) => (
                  <li key={entry.number}>
                    {entry.number}: {entry.message}
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Alert>
      ) : null}
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
