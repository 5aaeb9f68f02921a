import { sql } from 'drizzle-orm';
import type { CourierName } from '@shop/domain/couriers';
import { PARCEL_BOOKING_STATES, type ParcelBookingState } from '@shop/domain/parcel-booking';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Booking an order's parcel with a courier (issue #28, decision 0027): one row per time staff asked,
 * worked by the booking job (modules/parcel-bookings). A row is live while queued, booking or booked;
 * a refused one stays as the record of why, and booking again adds a new row.
 */
export const parcelBookings = pgTable(
  'parcel_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'parcel_bookings_state_known',
      sql.raw(`state IN (${PARCEL_BOOKING_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    // Two staff, or two processes, booking one order get one booking.
    uniqueIndex('parcel_bookings_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.state} <> 'refused'`),
    // The job's claim: due rows of the states it works.
    index('parcel_bookings_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} IN ('queued', 'booking')`),
  ],
);
