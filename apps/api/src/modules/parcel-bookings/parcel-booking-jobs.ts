/** The booking job as the job runner runs it: every few seconds, and at once after staff ask. */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../plugins/jobs';
import { createParcelBooking } from './parcel-booking.job';
import { createParcelBookingsRepository } from './parcel-bookings.repository';

export const PARCEL_BOOKING_JOB = 'parcel-booking';
/** Picks up bookings queued for later (a courier that did not answer) and those of a dead process. */
const PARCEL_BOOKING_EVERY_MS = 5_000;

export function parcelBookingJob(app: FastifyInstance): Job {
  const booking = createParcelBooking(app);
  // On PGlite this process is the only one, so bookings left in `booking` belong to a process that
  // died: take them again at once (looked up first) instead of waiting for their lease to run out.
  // On PostgreSQL another live process may hold them, and the lease decides.
  if (app.database.driver === 'pglite') {
    app.addHook('onReady', async () => {
      const released = await createParcelBookingsRepository(app.db).releaseAllHeld();
      if (released > 0) {
        app.log.warn(
          `${released} bookings were being made when the server stopped: looking them up`,
        );
        app.jobs.runSoon(PARCEL_BOOKING_JOB);
      }
    });
  }
  return {
    name: PARCEL_BOOKING_JOB,
    everyMs: PARCEL_BOOKING_EVERY_MS,
    run: () => booking.runDue(),
  };
}
