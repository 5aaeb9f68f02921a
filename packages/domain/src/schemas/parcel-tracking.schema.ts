/**
 * Where a booked parcel is, as the courier last said (issue #28, decision 0028): shown to staff on the
 * order's booking and to the shopper on the tracking page, the courier's events in its own words.
 */
import { z } from 'zod';
import { PARCEL_STATES } from '../parcel-state';

export const parcelEventSchema = z.object({
  /** When it happened (ISO); pages show it in Pakistan time. */
  at: z.string(),
  /** The courier's words, as it sent them. */
  status: z.string(),
  place: z.string().nullable(),
});
export type ParcelEventView = z.infer<typeof parcelEventSchema>;

export const parcelTrackingSchema = z.object({
  /** The shop's state of the parcel; null until the courier was first asked. */
  state: z.enum(PARCEL_STATES).nullable(),
  /** The courier's own status behind that state. */
  courierStatus: z.string().nullable(),
  /** When the courier last answered about the parcel. */
  trackedAt: z.string().nullable(),
  /** Newest first. */
  events: z.array(parcelEventSchema),
});
export type ParcelTrackingView = z.infer<typeof parcelTrackingSchema>;
