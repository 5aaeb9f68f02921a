/**
 * The couriers' background work: each configured courier's city list, read again once a day (a
 * courier opens and closes cities without telling anyone; a booking to a closed one is refused), and
 * the booking job (modules/parcel-bookings) and the tracking sync job (modules/parcel-tracking).
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../plugins/jobs';
import { parcelBookingJob } from '../parcel-bookings/parcel-booking-jobs';
import { parcelSyncJob } from '../parcel-tracking/parcel-sync.job';
import { createCourierCities } from './courier-cities';

export const COURIER_CITIES_JOB = 'courier-cities';
const COURIER_CITIES_EVERY_MS = 24 * 3_600_000;

export function courierJobs(app: FastifyInstance): Job[] {
  if (app.couriers.length === 0) return [];
  const cities = createCourierCities(app.db);
  return [
    parcelBookingJob(app),
    parcelSyncJob(app),
    {
      name: COURIER_CITIES_JOB,
      everyMs: COURIER_CITIES_EVERY_MS,
      async run() {
        for (const courier of app.couriers) {
          try {
            const refreshed = await cities.refresh(courier);
            app.log.info({ courier: courier.name, ...refreshed }, "courier's cities refreshed");
          } catch (error) {
            // One courier down must not keep the others' lists old; the next day tries again.
            app.log.warn({ err: error, courier: courier.name }, "courier's cities not refreshed");
          }
        }
      },
    },
  ];
}
