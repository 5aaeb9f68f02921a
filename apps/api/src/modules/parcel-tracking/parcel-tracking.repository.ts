/**
 * Booked parcels' tracking (migration 0018, decision 0028): the sync job's claim of parcels due to be
 * asked about, the parcel's state and events as a courier told them, and what staff and the shopper
 * read back. Claims use SKIP LOCKED and a lease (next_track_at), as the booking job's do.
 */
import type { CourierName } from '@shop/domain/couriers';
import { FINAL_PARCEL_STATES, type ParcelState } from '@shop/domain/parcel-state';
import type { ParcelTrackingView } from '@shop/domain/schemas/parcel-tracking.schema';
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { msFromNow } from '../../db/ms-from-now';
import { orders } from '../../db/schema/orders';
import { parcelBookings, parcelEvents } from '../../db/schema/parcel-bookings';

/** Orders in these statuses are done with: their parcels are not asked about any more. */
const FINAL_ORDER_STATUSES = ['delivered', 'returned', 'cancelled'] as const;

export interface TrackedParcel {
  bookingId: number;
  orderId: number;
  courier: CourierName;
  trackingNumber: string;
}

export interface StoredEvent {
  at: Date;
  status: string;
  place?: string | undefined;
  state: ParcelState | null;
}

/** Long texts from a courier are cut, not refused: the event still counts. */
const STATUS_MAX = 500;
const PLACE_MAX = 200;

export function createParcelTrackingRepository(db: Database) {
  return {
    /**
     * Up to `limit` of this courier's booked parcels due to be asked about (the parcel and its order
     * not final), leased for `leaseMs` so another process running the job at the same moment takes
     * others. The lease is committed before the courier is called.
     */
    claimDue(courier: CourierName, limit: number, leaseMs: number): Promise<TrackedParcel[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            bookingId: parcelBookings.id,
            orderId: parcelBookings.orderId,
            courier: parcelBookings.courier,
            trackingNumber: parcelBookings.trackingNumber,
          })
          .from(parcelBookings)
          .innerJoin(orders, eq(orders.id, parcelBookings.orderId))
          .where(
            and(
              eq(parcelBookings.state, 'booked'),
              eq(parcelBookings.courier, courier),
              sql`${parcelBookings.trackingNumber} IS NOT NULL`,
              lte(parcelBookings.nextTrackAt, sql`now()`),
              or(
                isNull(parcelBookings.parcelState),
                notInArray(parcelBookings.parcelState, [...FINAL_PARCEL_STATES]),
              ),
              notInArray(orders.status, [...FINAL_ORDER_STATUSES]),
            ),
          )
          .orderBy(asc(parcelBookings.nextTrackAt), asc(parcelBookings.id))
          .limit(limit)
          .for('update', { of: parcelBookings, skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(parcelBookings)
          .set({ nextTrackAt: msFromNow(leaseMs) })
          .where(
            inArray(
              parcelBookings.id,
              due.map((row) => row.bookingId),
            ),
          );
        return due.map((row) => ({ ...row, trackingNumber: row.trackingNumber ?? '' }));
      });
    },

    /** Asked about: not again for `inMs` (the courier answered, whether it knew the parcel or not). */
    async askAgainIn(bookingIds: number[], ms: number): Promise<void> {
      if (bookingIds.length === 0) return;
      await db
        .update(parcelBookings)
        .set({ nextTrackAt: msFromNow(ms) })
        .where(inArray(parcelBookings.id, bookingIds));
    },

    /** The booked parcel a courier's push names, if it is the shop's. */
    async findBooked(courier: CourierName, trackingNumber: string): Promise<TrackedParcel | null> {
      const [row] = await db
        .select({
          bookingId: parcelBookings.id,
          orderId: parcelBookings.orderId,
          courier: parcelBookings.courier,
        })
        .from(parcelBookings)
        .where(
          and(
            eq(parcelBookings.courier, courier),
            eq(parcelBookings.trackingNumber, trackingNumber),
            eq(parcelBookings.state, 'booked'),
          ),
        )
        .orderBy(desc(parcelBookings.id))
        .limit(1);
      return row ? { ...row, trackingNumber } : null;
    },

    /** The booking row under its lock: one update of one parcel at a time, whoever brings it. */
    async lock(bookingId: number) {
      const [row] = await db
        .select()
        .from(parcelBookings)
        .where(eq(parcelBookings.id, bookingId))
        .for('update');
      return row;
    },

    /** Keeps the events not kept yet; answers how many were new. */
    async addEvents(parcel: TrackedParcel, events: StoredEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const added = await db
        .insert(parcelEvents)
        .values(
          events.map((event) => ({
            bookingId: parcel.bookingId,
            orderId: parcel.orderId,
            at: event.at,
            status: event.status.slice(0, STATUS_MAX),
            place: event.place ? event.place.slice(0, PLACE_MAX) : null,
            state: event.state,
          })),
        )
        .onConflictDoNothing({
          target: [parcelEvents.bookingId, parcelEvents.at, parcelEvents.status],
        })
        .returning({ id: parcelEvents.id });
      return added.length;
    },

    /** Heard from the courier now; the state is set only by news at least as new as what is kept. */
    async setState(
      bookingId: number,
      news: { state: ParcelState; courierStatus: string; at: Date },
      newer: boolean,
    ): Promise<void> {
      await db
        .update(parcelBookings)
        .set({
          trackedAt: sql`now()`,
          ...(newer
            ? {
                parcelState: news.state,
                courierStatus: news.courierStatus.slice(0, STATUS_MAX),
                parcelStateAt: news.at,
              }
            : {}),
        })
        .where(eq(parcelBookings.id, bookingId));
    },

    /** The parcel's tracking as staff and the shopper read it, events newest first. */
    async viewOf(bookingId: number): Promise<ParcelTrackingView | null> {
      const [row] = await db
        .select({
          state: parcelBookings.parcelState,
          courierStatus: parcelBookings.courierStatus,
          trackedAt: parcelBookings.trackedAt,
        })
        .from(parcelBookings)
        .where(eq(parcelBookings.id, bookingId));
      if (!row) return null;
      const events = await db
        .select({ at: parcelEvents.at, status: parcelEvents.status, place: parcelEvents.place })
        .from(parcelEvents)
        .where(eq(parcelEvents.bookingId, bookingId))
        .orderBy(desc(parcelEvents.at), desc(parcelEvents.id));
      return {
        state: row.state,
        courierStatus: row.courierStatus,
        trackedAt: row.trackedAt?.toISOString() ?? null,
        events: events.map((event) => ({
          at: event.at.toISOString(),
          status: event.status,
          place: event.place,
        })),
      };
    },

    /** The order's booked parcel's tracking; null when no parcel of it was booked. */
    async viewOfOrder(orderId: number): Promise<ParcelTrackingView | null> {
      const [booked] = await db
        .select({ id: parcelBookings.id })
        .from(parcelBookings)
        .where(and(eq(parcelBookings.orderId, orderId), eq(parcelBookings.state, 'booked')))
        .orderBy(desc(parcelBookings.id))
        .limit(1);
      return booked ? this.viewOf(booked.id) : null;
    },
  };
}
