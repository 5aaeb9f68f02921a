/** The booking job as the job runner runs it: every few seconds, and at once after staff ask. */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../plugins/jobs';
import { createParcelBooking } from './parcel-booking.job';

export const PARCEL_BOOKING_JOB = 'parcel-booking';
/** Picks up bookings queued for later (a courier that did not answer) and those of a dead process. */
const PARCEL_BOOKING_EVERY_MS = 5_000;

export function parcelBookingJob(app: FastifyInstance): Job {
  const booking = createParcelBooking(app);
  return {
    name: PARCEL_BOOKING_JOB,
    everyMs: PARCEL_BOOKING_EVERY_MS,
    run: () => booking.runDue(),
  };
}
