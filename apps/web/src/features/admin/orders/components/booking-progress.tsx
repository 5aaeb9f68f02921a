import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { queryKeys } from '../../../../lib/query-keys';
import { useOrderBookings } from '../api/get-order-bookings';

/** A bulk booking being followed: the orders sent, and those refused before the courier was asked. */
export interface FollowedBooking {
  courier: CourierName;
  ids: readonly number[];
  /** Refused when asked (not confirmed, a city the courier does not list), with why. */
  refusedAtOnce: { id: number; number: string; reason: string }[];
}

/**
 * The bulk booking's outcome while the job books in the background (issue #28): how many are booked,
 * waiting, or refused with the courier's reason, read again until every one is settled. The list is
 * read again as orders are booked, so the shipped ones leave the Confirmed view.
 */
export function BookingProgress({
  followed,
  onClose,
}: {
  followed: FollowedBooking;
  onClose: () => void;
}) {
  const bookings = useOrderBookings(followed.ids);
  const queryClient = useQueryClient();
  const rows = [...(bookings.data?.values() ?? [])];
  const booked = rows.filter((row) => row.state === 'booked').length;
  const refused = [
    ...followed.refusedAtOnce.map(({ number, reason }) => ({ number, reason })),
    ...rows
      .filter(
        (row) =>
          row.state === 'refused' && !followed.refusedAtOnce.some((r) => r.id === row.orderId),
      )
      .map((row) => ({ number: row.orderNumber, reason: row.reason ?? 'Refused.' })),
  ];
  const waiting = Math.max(followed.ids.length - booked - refused.length, 0);
  const label = COURIER_LABELS[followed.courier];

  // Booked orders are shipped now: the list and its counts are read again as they come in.
  useEffect(() => {
    if (booked > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  }, [booked, queryClient]);

  return (
    <Alert
      severity={waiting > 0 ? 'info' : refused.length > 0 ? 'warning' : 'success'}
      icon={waiting > 0 ? <CircularProgress size={18} /> : undefined}
      onClose={onClose}
      sx={{ mt: 1 }}
    >
      <span aria-live="polite">
        {waiting > 0
          ? `Booking with ${label}: ${booked} booked, ${waiting} waiting`
          : `${booked} booked with ${label}`}
        {refused.length > 0 ? `, ${refused.length} not booked:` : '.'}
      </span>
      {refused.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {refused.map((entry) => (
            <li key={entry.number}>
              {entry.number}: {entry.reason}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
