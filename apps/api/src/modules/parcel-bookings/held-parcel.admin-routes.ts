/**
 * The shop's answer to a parcel its courier holds for review (issue #28, decision 0027): the shopper
 * refused it or could not be reached, and the courier asks whether to bring it back or try again.
 * The parcel is the order's booking; whether it is held is asked of the courier (the booking does not
 * keep the parcel's state), and the answer, once the courier took it, is kept on the booking's reason.
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  heldParcelAnswerBodySchema,
  type HeldParcelAnswer,
} from '@shop/domain/schemas/held-parcel.schema';
import { parcelBookingSchema } from '@shop/domain/schemas/parcel-booking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { staffEmail } from '../../plugins/staff-actor';
import type { Courier } from '../couriers/courier';
import { isCourierError, type CourierError } from '../couriers/courier-errors';
import { createParcelBookingsRepository } from './parcel-bookings.repository';
import { shownBooking } from './shown-booking';

const RETRY_COURIER_AFTER_SECONDS = 60;

const ANSWERED: Record<HeldParcelAnswer, string> = {
  return: 'to bring the parcel back to the shop',
  retry: 'to try delivering the parcel again',
};

/** A courier that did not answer is a 503 to try again; one that said no, a 409 in its words. */
function courierFailure(courier: Courier, error: CourierError, what: string): AppError {
  const words = `${COURIER_LABELS[courier.name]} ${what}: ${error.message}`;
  return error.retryable
    ? AppError.retryLater(
        'unavailable',
        `${words}. Please try again in a minute.`,
        RETRY_COURIER_AFTER_SECONDS,
      )
    : new AppError('conflict', words);
}

export const heldParcelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createParcelBookingsRepository(app.db);

  app.post(
    '/admin/orders/:id/parcel/answer',
    {
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: heldParcelAnswerBodySchema,
        response: {
          200: parcelBookingSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { answer } = request.body;
      const booking = await bookings.latest(request.params.id);
      if (booking?.state !== 'booked' || !booking.trackingNumber) {
        throw new AppError('conflict', 'This order has no parcel booked with a courier.');
      }
      const { trackingNumber } = booking;
      const label = COURIER_LABELS[booking.courier];
      const courier = app.couriers.find((configured) => configured.name === booking.courier);
      if (!courier)
        throw new AppError('conflict', `${label} is not set up for this shop any more.`);
      try {
        const [parcel] = await courier.track([trackingNumber]);
        if (parcel?.state !== 'held_for_review') {
          throw new AppError(
            'conflict',
            `${label} is not holding parcel ${trackingNumber} for review` +
              (parcel ? ` (its status: ${parcel.courierStatus}).` : ': it does not know it.'),
          );
        }
        await courier.answerHeldParcel(trackingNumber, answer);
      } catch (error) {
        if (!isCourierError(error)) throw error;
        throw courierFailure(courier, error, `did not take the answer on ${trackingNumber}`);
      }
      await bookings.note(booking.id, `${staffEmail(request)} asked ${label} ${ANSWERED[answer]}.`);
      const now = await bookings.latest(request.params.id);
      return shownBooking(now ?? booking);
    },
  );
};
