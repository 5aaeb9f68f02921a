/**
 * Booking an order's parcel with a courier (issue #28, decision 0027): the states a booking goes
 * through, and which orders may be booked.
 */
import type { OrderStatus } from './order-status';
import type { ParcelState } from './parcel-state';

/**
 * queued: waiting for the booking job; booking: handed to the courier (committed before the call,
 * so a crash leaves a trace to look up); booked: the courier gave a tracking number; refused: the
 * courier, or the shop's own check, said no (staff may book again).
 */
export const PARCEL_BOOKING_STATES = ['queued', 'booking', 'booked', 'refused'] as const;
export type ParcelBookingState = (typeof PARCEL_BOOKING_STATES)[number];

/** Only an order the shop confirmed is handed to a courier. */
export function refusedBooking(status: OrderStatus): string | null {
  if (status === 'confirmed') return null;
  return `Only confirmed orders are booked with a courier; this one is ${status}.`;
}

/**
 * Why a booking still waiting is dropped when its order moves on before the courier booked it
 * (cancelled, or shipped by hand): "The order was cancelled before it was booked."
 */
export function orderMovedBeforeBooking(status: OrderStatus): string {
  return `The order was ${status} before it was booked.`;
}

/**
 * A shipped order may still be cancelled when the shop booked its parcel with a courier, and only
 * after that courier cancelled the parcel (it does until the rider picks it up; after that the
 * parcel comes back as a return). An order shipped by hand cannot be cancelled: nobody can stop it.
 */
export function cancelsParcelFirst(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'shipped' && to === 'cancelled';
}

/**
 * Whether staff are offered to cancel a shipped order (the order page's "Cancel order"): the shop
 * booked its parcel with a courier and, as far as the courier last said, no rider has picked it up
 * (not asked yet, or still booked). Past that the courier refuses, and the parcel comes back as a
 * return instead. The server does not rely on this: the courier's own answer decides
 * (cancelsParcelFirst), so a parcel picked up since the last sync is still refused in its words.
 */
export function shippedOrderCancellable(
  status: OrderStatus,
  booking: ParcelBookingState | null,
  parcel: ParcelState | null,
): boolean {
  return status === 'shipped' && booking === 'booked' && (parcel === null || parcel === 'booked');
}
