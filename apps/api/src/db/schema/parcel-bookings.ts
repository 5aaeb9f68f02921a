import { sql } from 'drizzle-orm';
import type { CourierName } from '@shop/domain/couriers';
import { PARCEL_BOOKING_STATES, type ParcelBookingState } from '@shop/domain/parcel-booking';
import { PARCEL_STATES, type ParcelState } from '@shop/domain/parcel-state';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { belongsTo, inList, serialId, timestamptz, timestamptzNow } from './columns';

/**
 * Booking an order's parcel with a courier (issue #28, decision 0027): one row per time staff asked,
 * worked by the booking job (modules/parcel-bookings). A row is live while queued, booking or booked;
 * a refused one stays as the record of why, and booking again adds a new row.
 */
export const parcelBookings = pgTable(
  'parcel_bookings',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    courier: text('courier').$type<CourierName>().notNull(),
    state: text('state').$type<ParcelBookingState>().notNull().default('queued'),
    /** Calls made to the courier; more than 0 means it may hold the parcel already (findBooking). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt did not book, in words staff can act on (the courier's own reason). */
    lastError: text('last_error'),
    trackingNumber: text('tracking_number'),
    labelUrl: text('label_url'),
    /** The staff member who asked, as the order's timeline names them. */
    askedBy: text('asked_by').notNull(),
    askedAt: timestamptzNow('asked_at'),
    nextAttemptAt: timestamptzNow('next_attempt_at'),
    bookedAt: timestamptz('booked_at'),
    // Tracking (migration 0018, decision 0028): where the booked parcel is, as the courier last said.
    /** The shop's state of the parcel; null until the courier was first asked or pushed. */
    parcelState: text('parcel_state').$type<ParcelState>(),
    /** The courier's own words for that state, kept as sent. */
    courierStatus: text('courier_status'),
    /** The courier's time of that state: an older push arriving late does not overwrite it. */
    parcelStateAt: timestamptz('parcel_state_at'),
    /** When the courier last answered about this parcel (asked by the sync job, or pushed). */
    trackedAt: timestamptz('tracked_at'),
    /**
     * When the sync job may next ask about it; a claim moves it on by a lease, so two processes do
     * not ask about one parcel at once.
     */
    nextTrackAt: timestamptzNow('next_track_at'),
  },
  (table) => [
    check('parcel_bookings_state_known', inList('state', PARCEL_BOOKING_STATES)),
    check(
      'parcel_bookings_parcel_state_known',
      sql`parcel_state IS NULL OR ${inList('parcel_state', PARCEL_STATES)}`,
    ),
    // Two staff, or two processes, booking one order get one booking.
    uniqueIndex('parcel_bookings_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.state} <> 'refused'`),
    // The job's claim: due rows of the states it works.
    index('parcel_bookings_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('queued', 'booking')`),
    // The tracking job's claim: booked parcels, by when they are due to be asked about.
    index('parcel_bookings_track_due_idx')
      .on(table.nextTrackAt)
      .where(sql`${table.state} = 'booked'`),
  ],
);

/**
 * What a courier said happened to a booked parcel (issue #28, decision 0028), in its own words, as
 * the sync job asked or the courier's webhook pushed. One row per (booking, time, words): asking again,
 * or hearing the same event by both ways, never adds it twice.
 */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: serialId(),
    bookingId: belongsTo('booking_id', () => parcelBookings.id),
    orderId: belongsTo('order_id', () => orders.id),
    /** When it happened, by the courier's clock. */
    at: timestamptz('at').notNull(),
    /** The courier's words, shown to staff and the shopper as they are. */
    status: text('status').notNull(),
    place: text('place'),
    /** The shop's state for those words when the courier's table knows them; null otherwise. */
    state: text('state').$type<ParcelState>(),
    receivedAt: timestamptzNow('received_at'),
  },
  (table) => [
    uniqueIndex('parcel_events_once').on(table.bookingId, table.at, table.status),
    index('parcel_events_order_idx').on(table.orderId, table.at),
  ],
);
