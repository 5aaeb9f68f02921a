import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../../lib/toasts';
import { TEXT_MAX_LENGTH } from '@shop/domain/constants';
import { correctionsOf } from '@shop/domain/order-returns';
import { COURIER_LABELS } from '@shop/domain/couriers';
import { ORDER_STATUS_LABELS, nextStatuses, type OrderStatus } from '@shop/domain/order-status';
import { shippedOrderCancellable } from '@shop/domain/parcel-booking';
import type { ChangeOrderStatusBody } from '@shop/domain/schemas/order-changes.schema';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import { ApiRequestError } from '../../../../lib/api-client';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { useChangeOrderStatus } from '../api/change-order-status';
import { StatusChangeDialog, type DetailedMove } from './status-change-dialog';

/** The button for each move. No status moves back to pending; its entry keeps the table whole. */
const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Put back to waiting',
  confirmed: 'Confirm',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  returned: 'Mark returned',
  cancelled: 'Cancel order',
};

const isDetailedMove = (status: OrderStatus): status is DetailedMove =>
  status === 'shipped' || status === 'cancelled' || status === 'returned';

/** What marking an order delivered asks once: a slip beside "Mark returned" is easy. */
function deliveredQuestion(order: OrderDetail) {
  const stock = order.status === 'returned' ? ' Its items are taken out of stock again.' : '';
  return {
    title: `Mark order ${order.number} delivered?`,
    message: `The shopper has the parcel and paid for it.${stock}`,
  };
}

/**
 * The moves the state machine allows from the order's status, the corrections between delivered
 * and returned while they are allowed (nextStatuses, correctionsOf), and the cancel of a shipped order
 * whose parcel the courier has not picked up (shippedOrderCancellable), nothing else. Confirm acts at once
 * with the note typed here; delivered asks once; shipping, cancelling and returning ask for their
 * details in a dialog that carries the note on.
 */
export function OrderActions({
  order,
  booking = null,
}: {
  order: OrderDetail;
  /** The order's latest courier booking, with where its parcel is. */
  booking?: ParcelBooking | null;
}) {
  const change = useChangeOrderStatus(order.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DetailedMove | 'delivered' | null>(null);
  // When the page was opened: a correction's last day is checked again by the server anyway.
  const [openedAt] = useState(() => Date.now());
  // The courier is asked to cancel the parcel first; its refusal (picked up meanwhile) is a 409 in
  // its words, the api client's toast like any refusal on this page.
  const parcelFirst = shippedOrderCancellable(
    order.status,
    booking?.state ?? null,
    booking?.tracking?.state ?? null,
  );
  const moves: OrderStatus[] = [
    ...nextStatuses(order.status),
    ...(parcelFirst ? (['cancelled'] as const) : []),
    ...correctionsOf(order.status, order.statusChangedAt, openedAt),
  ];

  if (moves.length === 0) {
    return (
      <Typography>
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: nothing more happens to it.
      </Typography>
    );
  }

  async function apply(body: ChangeOrderStatusBody): Promise<void> {
    await change.mutateAsync(body);
    setNote('');
    setNoteError(null);
    setDialog(null);
    toast.success(`Order ${order.number}: ${ORDER_STATUS_LABELS[body.status]}`);
  }

  async function moveAtOnce(status: OrderStatus) {
    setNoteError(null);
    try {
      await apply({ status, note: note.trim() || undefined });
    } catch (error) {
      // The message was the api client's toast; a refusal also re-read the order.
      if (error instanceof ApiRequestError) setNoteError(error.fieldErrors.note ?? null);
    }
  }

  return (
    <Stack spacing={2}>
      <TextField
        label="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        multiline
        minRows={1}
        size="small"
        disabled={change.isPending}
        error={Boolean(noteError)}
        helperText={noteError ?? 'Optional; kept in the timeline with the next change.'}
        sx={{ maxWidth: 640 }}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.orderNote } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {moves.map((status) => (
          <Button
            key={status}
            // Forward moves stand out; the ones that end the order badly are outlined in red.
            variant={status === 'cancelled' || status === 'returned' ? 'outlined' : 'contained'}
            color={status === 'cancelled' || status === 'returned' ? 'error' : 'primary'}
            disabled={change.isPending}
            onClick={() =>
              isDetailedMove(status) || status === 'delivered'
                ? setDialog(status)
                : void moveAtOnce(status)
            }
          >
            {ACTION_LABELS[status]}
          </Button>
        ))}
      </Stack>
      {dialog === 'delivered' ? (
        <ConfirmDialog
          open
          {...deliveredQuestion(order)}
          confirmLabel="Mark delivered"
          confirmColor="primary"
          isPending={change.isPending}
          onConfirm={() => void moveAtOnce('delivered').then(() => setDialog(null))}
          onClose={() => setDialog(null)}
        />
      ) : dialog ? (
        <StatusChangeDialog
          to={dialog}
          orderNumber={order.number}
          parcelWith={parcelFirst && booking ? COURIER_LABELS[booking.courier] : undefined}
          note={note}
          onSubmit={apply}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
