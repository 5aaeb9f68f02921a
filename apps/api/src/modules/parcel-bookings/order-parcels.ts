/**
 * What an order's change of status does to its parcel booking (issue #28, decision 0027), handed to
 * the orders lifecycle as `OrderParcels` so the orders module does not know the couriers:
 * - an order moved off confirmed while its booking waits (cancelled, shipped by hand): the booking
 *   is refused with why, in the order's own transaction, and the job never books it;
 * - a shipped order whose parcel the shop booked is cancelled: the courier is asked to cancel the
 *   parcel first, and its refusal (picked up already) is the staff's answer, a 409 in its words.
 * Both are recorded on the booking's reason, which the order page shows.
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import { cancelsParcelFirst, orderMovedBeforeBooking } from '@shop/domain/parcel-booking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import type { Courier } from '../couriers/courier';
import { isCourierError } from '../couriers/courier-errors';
import type { OrderParcels } from '../orders/order-service-deps';
import { createParcelBookingsRepository } from './parcel-bookings.repository';

/** Staff are asked to try again after this long when the courier did not answer a cancel. */
const RETRY_CANCEL_AFTER_SECONDS = 60;

/**
 * Whether the courier shows the parcel cancelled already: a second click, another staff member's
 * cancel, or a cancel whose order change failed to commit. Any doubt is a no.
 */
export async function cancelledAtCourier(courier: Courier, trackingNumber: string) {
  try {
    const [parcel] = await courier.track([trackingNumber]);
    return parcel?.state === 'cancelled';
  } catch (error) {
    if (isCourierError(error)) return false;
    throw error;
  }
}

export function createOrderParcels(app: FastifyInstance): OrderParcels {
  const bookings = createParcelBookingsRepository(app.db);

  return {
    async orderLeftConfirmed(tx, orderId, to) {
      await createParcelBookingsRepository(tx).refuseWaiting(orderId, orderMovedBeforeBooking(to));
    },

    async cancelBeforeOrder(orderId, actor) {
      const [order] = await app.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order || !cancelsParcelFirst(order.status, 'cancelled')) return false;
      const booking = await bookings.latest(orderId);
      // Shipped by hand: no parcel of ours to cancel, and the lifecycle refuses the cancel.
      if (booking?.state !== 'booked' || !booking.trackingNumber) return false;
      const { trackingNumber } = booking;
      const label = COURIER_LABELS[booking.courier];
      const courier = app.couriers.find((configured) => configured.name === booking.courier);
      if (!courier) {
        throw new AppError(
          'conflict',
          `${label} is not set up for this shop any more, so parcel ${trackingNumber} cannot be cancelled from here.`,
        );
      }
      try {
        await courier.cancel(trackingNumber);
      } catch (error) {
        if (!isCourierError(error)) throw error;
        if (!(await cancelledAtCourier(courier, trackingNumber))) {
          const words = `${label} would not cancel parcel ${trackingNumber}: ${error.message}`;
          await bookings.note(booking.id, words);
          if (error.retryable) {
            throw AppError.retryLater(
              'unavailable',
              `${words}. Please try again in a minute.`,
              RETRY_CANCEL_AFTER_SECONDS,
            );
          }
          throw new AppError('conflict', words);
        }
      }
      await bookings.parcelCancelled(
        booking.id,
        `Parcel ${trackingNumber} cancelled with ${label} by ${actor}, with the order.`,
      );
      return true;
    },
  };
}
