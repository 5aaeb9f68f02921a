/**
 * The parcel_bookings rows (db/schema/parcel-bookings.ts): asking for bookings, and the booking job's
 * claim and outcomes. The claim commits `booking` and one more attempt before the courier is called,
 * so a process killed during the call leaves a row that says "maybe booked: look it up first".
 */
import type { CourierName } from '@shop/domain/couriers';
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { claimDue } from '../../db/claim-due';
import type { Database } from '../../db/client';
import { msFromNow } from '../../db/ms-from-now';
import { orders } from '../../db/schema/orders';
import { parcelBookings } from '../../db/schema/parcel-bookings';

export type ParcelBookingRow = typeof parcelBookings.$inferSelect;

export function createParcelBookingsRepository(db: Database) {
  return {
    /**
     * Queues a booking unless the order has a live one (queued, booking or booked): the unique partial
     * index decides, so two staff or two processes asking at once get one row. Answers the live row.
     */
    async ask(orderId: number, courier: CourierName, askedBy: string): Promise<ParcelBookingRow> {
      await db
        .insert(parcelBookings)
        .values({ orderId, courier, askedBy })
        .onConflictDoNothing({
          target: parcelBookings.orderId,
          where: sql`${parcelBookings.state} <> 'refused'`,
        });
      const live = await this.latest(orderId);
      if (!live) throw new Error(`No booking for order ${orderId} after asking`);
      return live;
    },

    /**
     * Refused before the courier was asked (a city it does not list): kept as a refused booking, so
     * the order and the list show why until staff correct it and book again.
     */
    async refuseAtOnce(
      orderId: number,
      courier: CourierName,
      askedBy: string,
      reason: string,
    ): Promise<void> {
      await db
        .insert(parcelBookings)
        .values({ orderId, courier, askedBy, state: 'refused', lastError: reason.slice(0, 1000) });
    },

    /** The order's latest booking: the live one if any, else the last refusal. */
    async latest(orderId: number): Promise<ParcelBookingRow | undefined> {
      const [row] = await db
        .select()
        .from(parcelBookings)
        .where(eq(parcelBookings.orderId, orderId))
        .orderBy(sql`${parcelBookings.state} = 'refused'`, desc(parcelBookings.id))
        .limit(1);
      return row;
    },

    /**
     * Each asked order that exists, with its number and its latest booking (as `latest` picks it),
     * null when it was never booked; in no particular order.
     */
    latestOf(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([orders.id], {
          orderId: orders.id,
          number: orders.number,
          booking: parcelBookings,
        })
        .from(orders)
        .leftJoin(parcelBookings, eq(parcelBookings.orderId, orders.id))
        .where(inArray(orders.id, [...orderIds]))
        .orderBy(orders.id, sql`${parcelBookings.state} = 'refused'`, desc(parcelBookings.id));
    },

    /**
     * Takes up to `limit` due rows (queued, or `booking` whose holder's lease ran out: a process that
     * died mid-call) and commits them as `booking`, one more attempt, leased for `leaseMs`. SKIP LOCKED
     * lets other processes claim other rows meanwhile. `only` narrows to one booking (the order page).
     * The rows come back with the attempts made before this one.
     */
    claimDue(limit: number, leaseMs: number, only?: number): Promise<ParcelBookingRow[]> {
      return claimDue(db, parcelBookings, {
        where: and(
          inArray(parcelBookings.state, ['queued', 'booking']),
          lte(parcelBookings.nextAttemptAt, sql`now()`),
          only === undefined ? undefined : eq(parcelBookings.id, only),
        ),
        orderBy: [asc(parcelBookings.nextAttemptAt), asc(parcelBookings.id)],
        limit,
        leaseMs,
        set: { state: 'booking' },
      });
    },

    /**
     * Makes every `booking` row due now: for a start on PGlite, where this process is the only one
     * (the data folder's lock), so a row in `booking` was held by a process that is gone.
     */
    async releaseAllHeld(): Promise<number> {
      const released = await db
        .update(parcelBookings)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(parcelBookings.state, 'booking'))
        .returning({ id: parcelBookings.id });
      return released.length;
    },

    /** The courier said no, or the shop's own check did: staff see why and may book again. */
    async refuse(id: number, reason: string): Promise<void> {
      await db
        .update(parcelBookings)
        .set({ state: 'refused', lastError: reason.slice(0, 1000) })
        .where(and(eq(parcelBookings.id, id), ne(parcelBookings.state, 'booked')));
    },

    /** Not booked this time (no answer, not ready): queued again for later, the reason kept. */
    async retryLater(id: number, reason: string, inMs: number): Promise<void> {
      await db
        .update(parcelBookings)
        .set({ state: 'queued', lastError: reason.slice(0, 1000), nextAttemptAt: msFromNow(inMs) })
        .where(and(eq(parcelBookings.id, id), eq(parcelBookings.state, 'booking')));
    },

    /** Booked: called inside the transaction that ships the order. False when no longer `booking`. */
    async markBooked(
      id: number,
      booking: { trackingNumber: string; labelUrl?: string },
    ): Promise<boolean> {
      const updated = await db
        .update(parcelBookings)
        .set({
          state: 'booked',
          trackingNumber: booking.trackingNumber,
          labelUrl: booking.labelUrl ?? null,
          lastError: null,
          bookedAt: sql`now()`,
        })
        .where(and(eq(parcelBookings.id, id), eq(parcelBookings.state, 'booking')))
        .returning({ id: parcelBookings.id });
      return updated.length > 0;
    },

    /**
     * The order moved off confirmed (cancelled, shipped by hand) while its booking waited, in the
     * order's own transaction: a booking never sent is refused with why; one sent before (waiting to
     * retry) may have been booked by the courier unseen, so it is made due now with the reason, and
     * the job looks it up and cancels what it finds before refusing it. A booking the job holds at
     * this moment is left to the job, which checks the order again before and after calling.
     */
    async refuseWaiting(orderId: number, reason: string): Promise<void> {
      const waiting = and(eq(parcelBookings.orderId, orderId), eq(parcelBookings.state, 'queued'));
      await db
        .update(parcelBookings)
        .set({ state: 'refused', lastError: reason.slice(0, 1000) })
        .where(and(waiting, eq(parcelBookings.attempts, 0)));
      await db
        .update(parcelBookings)
        .set({ lastError: reason.slice(0, 1000), nextAttemptAt: sql`now()` })
        .where(and(waiting, gt(parcelBookings.attempts, 0)));
    },

    /**
     * The courier cancelled the booked parcel (with its order): the parcel's state says so, so the
     * order page shows it and the tracking job stops asking about it (decision 0028).
     */
    async parcelCancelled(id: number, text: string): Promise<void> {
      await db
        .update(parcelBookings)
        .set({
          lastError: text.slice(0, 1000),
          parcelState: 'cancelled',
          parcelStateAt: sql`now()`,
        })
        .where(eq(parcelBookings.id, id));
    },

    /** Keeps a note for staff on a booked row (the order could not be marked shipped or moved). */
    async note(id: number, text: string): Promise<void> {
      await db
        .update(parcelBookings)
        .set({ lastError: text.slice(0, 1000) })
        .where(eq(parcelBookings.id, id));
    },
  };
}
