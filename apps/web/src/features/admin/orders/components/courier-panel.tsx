import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import { adminKeys } from '../../common/admin-query-keys';
import { useBookOrder } from '../api/book-order';
import { useCouriers } from '../api/get-couriers';
import { usePrintLabels } from '../api/parcel-documents';
import { CourierChoice, NoCourierNote, rememberCourier, startingCourier } from './courier-choice';

/** Where the booking is, in a line staff read at a glance. */
function BookingState({ booking }: { booking: ParcelBooking }) {
  const label = COURIER_LABELS[booking.courier];
  if (booking.state === 'booked') {
    return (
      <Stack spacing={0.5}>
        <Typography>Booked with {label}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Tracking number: <strong>{booking.trackingNumber}</strong>
        </Typography>
        {/* Booked, but the order moved meanwhile (cancelled by hand): the job's note says so. */}
        {booking.reason ? <Alert severity="warning">{booking.reason}</Alert> : null}
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
      {booking ? <BookingState booking={booking} /> : null}
      {booking?.state === 'booked' ? (
        <Button
          variant="contained"
          startIcon={
            print.isPending ? <CircularProgress size={16} color="inherit" /> : <PrintIcon />
          }
          disabled={print.isPending}
          onClick={() => print.mutate([order.id])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Print label
        </Button>
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
          <Button
            variant="contained"
            disabled={book.isPending || !courier}
            startIcon={book.isPending ? <CircularProgress size={16} color="inherit" /> : null}
            onClick={send}
            sx={{ alignSelf: 'flex-start' }}
          >
            {book.isPending
              ? 'Booking…'
              : `${booking?.state === 'refused' ? 'Retry with' : 'Book with'} ${courier ? COURIER_LABELS[courier] : 'courier'}`}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
