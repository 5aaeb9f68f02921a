import type { ParcelBooking } from '@shop/domain/schemas/parcel-booking.schema';
import type { ParcelBookingRow } from './parcel-bookings.repository';

/** A booking as staff see it: the last reason is the courier's words for why it is not booked. */
export function shownBooking(row: ParcelBookingRow): ParcelBooking {
  return {
    courier: row.courier,
    state: row.state,
    trackingNumber: row.trackingNumber,
    labelUrl: row.labelUrl,
    attempts: row.attempts,
    reason: row.lastError,
    askedBy: row.askedBy,
    askedAt: row.askedAt.toISOString(),
    bookedAt: row.bookedAt?.toISOString() ?? null,
  };
}
