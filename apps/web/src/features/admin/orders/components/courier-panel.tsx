import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { PARCEL_STATE_LABELS } from '@shop/domain/parcel-state';
import type { HeldParcelAnswer } from '@shop/domain/schemas/held-parcel.schema';
import type { ParcelTrackingView } from '@shop/domain/schemas/parcel-tracking.schema';
import { formatShopDateTime } from '@shop/domain/shop-time';
import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import { ParcelEventList } from '../../../../components/parcel-event-list';
import { adminKeys } from '../../common/admin-query-keys';
import { useAnswerHeldParcel } from '../api/answer-held-parcel';
import { useBookOrder } from '../api/book-order';
import { useCouriers } from '../api/get-couriers';
import { usePrintLabels } from '../api/parcel-documents';
import { CourierChoice, NoCourierNote, rememberCourier, startingCourier } from './courier-choice';
import { PendingButton } from '../../common/pending-button';

/** Where the booking is, in a line staff read at a glance. */
function BookingState({
  booking,
  shownNote,
}: {
  booking: ParcelBooking;
  /** A note the panel shows already (the answer just given): not shown twice. */
  shownNote?: string | null;
}) {
  const label = COURIER_LABELS[booking.courier];
  if (booking.state === 'booked') {
    return (
      <Stack spacing={0.5}>
        <Typography>Booked with {label}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Tracking number: <strong>{booking.trackingNumber}</strong>
        </Typography>
        {/* Booked, but the order moved meanwhile (cancelled by hand): the job's note says so. */}
        {booking.reason && booking.reason !== shownNote ? (
          <Alert severity="warning">{booking.reason}</Alert>
        ) : null}
      </Stack>
    );
  }
  if (booking.state === 'refused') {
    return (
      <Alert severity="error" role="alert">
        Not booked with {label}: {booking.reason ?? 'refused.'}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={<CircularProgress size={18} />}>
      Booking with {label}…{booking.reason ? ` ${booking.reason}` : ''}
    </Alert>
  );
}

const ANSWER_LABELS: Record<HeldParcelAnswer, string> = {
  return: 'Return it to us',
  retry: 'Try delivering again',
};

/**
 * A parcel the courier holds for review (the shopper refused it or could not be reached): the shop
 * answers bring it back, or try again. The courier's refusal or silence is shown here; once it took
 * the answer, its note stands in place of the buttons (the parcel stays held until the next sync).
 */
function HeldParcelAnswers({
  answer,
  courier,
}: {
  answer: ReturnType<typeof useAnswerHeldParcel>;
  courier: string;
}) {
  if (answer.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {answer.data.reason ?? `${courier} took the answer.`}
      </Alert>
    );
  }
  return (
    // A group, not an alert: the answer's own refusal inside is the alert.
    <Alert severity="warning" icon={false} role="group" aria-label="The courier’s question">
      <Stack spacing={1.5}>
        <Typography variant="body2">
          {courier} asks whether to bring the parcel back or try delivering it again.
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {(['return', 'retry'] as const).map((each) => (
            <PendingButton
              key={each}
              variant={each === 'retry' ? 'contained' : 'outlined'}
              // The spinner on the answer sent; neither can be pressed while it goes.
              pending={answer.isPending && answer.variables === each}
              disabled={answer.isPending}
              onClick={() => answer.mutate(each)}
            >
              {ANSWER_LABELS[each]}
            </PendingButton>
          ))}
        </Stack>
        {answer.error ? (
          <Alert severity="error" role="alert">
            {answer.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * Where the booked parcel is, as its courier last said (decision 0028): the shop's state, the
 * courier's own status behind it, when the courier was last asked (Pakistan time, as its events), and
 * the events, newest first in its words.
 */
function ParcelWhere({
  tracking,
  courier,
  held,
}: {
  tracking: ParcelTrackingView;
  courier: string;
  held: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5}>
        <Typography data-testid="parcel-state">
          Parcel:{' '}
          <strong>
            {tracking.state ? PARCEL_STATE_LABELS[tracking.state] : `Not heard from ${courier} yet`}
          </strong>
        </Typography>
        {tracking.courierStatus ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {courier}’s status: {tracking.courierStatus}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Last asked:{' '}
          {tracking.trackedAt ? (
            <time dateTime={tracking.trackedAt}>
              {formatShopDateTime(new Date(tracking.trackedAt))}
            </time>
          ) : (
            'not yet'
          )}
        </Typography>
      </Stack>
      {held}
      {tracking.events.length > 0 ? (
        <section aria-labelledby={titleId}>
          <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            Updates from {courier}
          </Typography>
          <ParcelEventList events={tracking.events} by={courier} />
        </section>
      ) : (
        // The list's own "No updates from … yet.", without a heading over nothing.
        <ParcelEventList events={tracking.events} by={courier} />
      )}
    </Stack>
  );
}

/**
 * The order page's Courier panel (issue #28): on a confirmed order, book its parcel with a courier
 * set up for the shop; then its state, the courier's reason when it refused (and Retry), and once
 * booked the tracking number and the label to print. `booking` is the order's latest booking.
 */
export function CourierPanel({
  order,
  booking,
}: {
  order: OrderDetail;
  booking: ParcelBooking | null;
}) {
  const couriers = useCouriers();
  const book = useBookOrder();
  const queryClient = useQueryClient();
  const bookedNow = booking?.state === 'booked' && order.status === 'confirmed';
  // The job booked it after the page stopped waiting: the order is shipped now, read it again.
  useEffect(() => {
    if (bookedNow) void queryClient.invalidateQueries({ queryKey: adminKeys.order(order.id) });
  }, [bookedNow, order.id, queryClient]);
  const print = usePrintLabels();
  const answer = useAnswerHeldParcel(order.id);
  // The answer's note is shown beside the buttons it replaced, not again as the booking's note.
  const answered = answer.data?.reason;
  const configured = couriers.data?.couriers ?? [];
  const [picked, setPicked] = useState<CourierName | null>(null);
  const courier =
    picked ??
    configured.find((entry) => entry.name === booking?.courier)?.name ??
    startingCourier(configured);
  // Booked once only: a refused booking may be asked again, a live one is waited for.
  const canBook = order.status === 'confirmed' && (!booking || booking.state === 'refused');
  // A refusal the booking does not show (the order is not bookable): the server's words.
  const failure = book.error && book.error.message !== booking?.reason ? book.error.message : null;

  function send() {
    if (!courier) return;
    rememberCourier(courier);
    book.mutate({ id: order.id, courier });
  }

  return (
    <Stack spacing={2}>
      {booking ? <BookingState booking={booking} shownNote={answered} /> : null}
      {/* A parcel cancelled at the courier has no label left to stick on a box. */}
      {booking?.state === 'booked' && booking.tracking?.state !== 'cancelled' ? (
        <PendingButton
          variant="contained"
          pending={print.isPending}
          icon={<PrintIcon />}
          onClick={() => print.mutate([order.id])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Print label
        </PendingButton>
      ) : null}
      {booking?.state === 'booked' && booking.tracking ? (
        <ParcelWhere
          tracking={booking.tracking}
          courier={COURIER_LABELS[booking.courier]}
          held={
            booking.tracking.state === 'held_for_review' || answer.isSuccess ? (
              <HeldParcelAnswers answer={answer} courier={COURIER_LABELS[booking.courier]} />
            ) : null
          }
        />
      ) : null}
      {canBook && couriers.isSuccess && configured.length === 0 ? <NoCourierNote /> : null}
      {canBook && configured.length > 0 ? (
        <>
          <CourierChoice
            couriers={configured}
            value={courier}
            onChange={setPicked}
            disabled={book.isPending}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <PendingButton
            variant="contained"
            pending={book.isPending}
            disabled={!courier}
            onClick={send}
            sx={{ alignSelf: 'flex-start' }}
          >
            {book.isPending
              ? 'Booking…'
              : `${booking?.state === 'refused' ? 'Retry with' : 'Book with'} ${courier ? COURIER_LABELS[courier] : 'courier'}`}
          </PendingButton>
        </>
      ) : null}
    </Stack>
  );
}
