/**
 * Booking orders' parcels with a courier from the back office (issue #28, decision 0027). Asking
 * queues a booking (one live booking per order, however many ask); the booking job does the calling.
 * The order page waits a bounded time for its one booking; the list's bulk booking answers at once
 * with what was queued and what cannot be booked, and the job books the rest in the background.
 */
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  bookedOrderSchema,
  bookOrderBodySchema,
  bookOrdersBodySchema,
  bookOrdersResultSchema,
  parcelBookingSchema,
  type BookOrdersResult,
} from '@shop/domain/schemas/parcel-booking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { staffEmail } from '../../plugins/staff-actor';
import type { Courier } from '../couriers/courier';
import { createCourierCities } from '../couriers/courier-cities';
import { isCourierError } from '../couriers/courier-errors';
import { createParcelTrackingRepository } from '../parcel-tracking/parcel-tracking.repository';
import { orderParcel } from './order-parcel';
import { PARCEL_BOOKING_JOB } from './parcel-booking-jobs';
import { shownBooking as shown } from './shown-booking';
import { createParcelBooking } from './parcel-booking.job';
import {
  createParcelBookingsRepository,
  type ParcelBookingRow,
} from './parcel-bookings.repository';

/** The order page waits this long for its booking; a slower courier gets a 202 and the job goes on. */
const BOOK_WAIT_MS = 25_000;
const SETTLE_POLL_MS = 100;
const sleep = (ms: number) =>
  new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
const RETRY_COURIER_AFTER_SECONDS = 60;

export const parcelBookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createParcelBookingsRepository(app.db);
  const booking = createParcelBooking(app);
  const cities = createCourierCities(app.db);
  const common = { tags: ['orders'] };

  /** The courier, set up, with its cities read (the first time only): refusals need its list. */
  async function readyCourier(name: CourierName): Promise<Courier> {
    const courier = app.couriers.find((configured) => configured.name === name);
    const label = COURIER_LABELS[name];
    if (!courier) throw new AppError('not_found', `${label} is not set up for this shop.`);
    try {
      await cities.list(courier);
    } catch (error) {
      if (!isCourierError(error)) throw error;
      throw AppError.retryLater(
        'unavailable',
        `${label} did not answer with its cities: ${error.message}. Please try again in a minute.`,
        RETRY_COURIER_AFTER_SECONDS,
      );
    }
    return courier;
  }

  /**
   * Books a queued booking now and waits for it, or for the process already booking it (another
   * staff member's click), at most BOOK_WAIT_MS; answers the row as it then is.
   */
  async function settled(live: ParcelBookingRow): Promise<ParcelBookingRow> {
    const deadline = Date.now() + BOOK_WAIT_MS;
    let now = live;
    while (Date.now() < deadline) {
      const due = now.state === 'queued' && now.nextAttemptAt.getTime() <= Date.now();
      if (now.state !== 'booking' && !due) break;
      // Another request may hold the row for a moment (its claim not yet committed): wait and look.
      const worked =
        due && (await Promise.race([booking.runOne(now.id), sleep(deadline - Date.now())]));
      if (!worked) await sleep(SETTLE_POLL_MS);
      now = (await bookings.latest(live.orderId)) ?? now;
    }
    return now;
  }

  app.post(
    '/admin/orders/:id/book',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: bookOrderBodySchema,
        response: {
          200: bookedOrderSchema,
          202: parcelBookingSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const courier = await readyCourier(request.body.courier);
      // Booked already (a second click, a retried request): the same answer, nothing sent.
      const earlier = await bookings.latest(id);
      if (earlier?.state === 'booked' && earlier.trackingNumber) {
        return { courier: earlier.courier, trackingNumber: earlier.trackingNumber };
      }
      const asked = await orderParcel(app.db, courier.name, id);
      if (!asked.ok) {
        if (asked.state === 'refused') {
          await bookings.refuseAtOnce(id, courier.name, staffEmail(request), asked.reason);
        }
        throw new AppError(asked.orderNumber === null ? 'not_found' : 'conflict', asked.reason);
      }
      const live = await bookings.ask(id, courier.name, staffEmail(request));
      if (live.courier !== courier.name) {
        throw new AppError(
          'conflict',
          `This order is already booked with ${COURIER_LABELS[live.courier]}.`,
        );
      }
      const now = await settled(live);
      if (now.state === 'booked' && now.trackingNumber) {
        return { courier: now.courier, trackingNumber: now.trackingNumber };
      }
      if (now.state === 'refused') throw new AppError('conflict', now.lastError ?? 'Refused.');
      return reply.code(202).send(shown(now));
    },
  );

  app.post(
    '/admin/orders/book',
    {
      schema: {
        ...common,
        body: bookOrdersBodySchema,
        response: {
          200: bookOrdersResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const courier = await readyCourier(request.body.courier);
      const askedBy = staffEmail(request);
      const results: BookOrdersResult['results'] = [];
      for (const id of request.body.ids) {
        const earlier = await bookings.latest(id);
        if (earlier?.state === 'booked' && earlier.trackingNumber) {
          results.push({ id, state: 'booked', trackingNumber: earlier.trackingNumber });
          continue;
        }
        const asked = await orderParcel(app.db, courier.name, id);
        if (!asked.ok) {
          if (asked.state === 'refused') {
            await bookings.refuseAtOnce(id, courier.name, askedBy, asked.reason);
          }
          results.push({ id, state: asked.state, reason: asked.reason });
          continue;
        }
        const live = await bookings.ask(id, courier.name, askedBy);
        results.push(
          live.state === 'booked' && live.trackingNumber
            ? { id, state: 'booked', trackingNumber: live.trackingNumber }
            : { id, state: 'queued' },
        );
      }
      app.jobs.runSoon(PARCEL_BOOKING_JOB);
      return { results };
    },
  );

  app.get(
    '/admin/orders/:id/booking',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: parcelBookingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await bookings.latest(request.params.id);
      if (!row) throw new AppError('not_found', 'This order has not been booked with a courier.');
      // Where the parcel is and the courier's events (decision 0028), for staff to act on.
      const tracking = await createParcelTrackingRepository(app.db).viewOf(row.id);
      return { ...shown(row), ...(tracking ? { tracking } : {}) };
    },
  );
};
