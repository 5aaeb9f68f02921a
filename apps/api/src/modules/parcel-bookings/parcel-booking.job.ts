/**
 * The booking job (issue #28, decision 0027): claims due bookings (SKIP LOCKED), and for each asks
 * the courier, then records what it answered. The claim is committed before the call, so a process
 * killed at any point leaves either a queued row or a `booking` row with an attempt counted; a row
 * already attempted is looked up at the courier (findBooking by the order number) before it is booked
 * again, so an order is booked once whatever dies when. Booked and shipped commit together.
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import { orderMovedBeforeBooking } from '@shop/domain/parcel-booking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders as ordersTable } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { doublingDelay } from '../../plugins/jobs';
import type { Booking, Courier } from '../couriers/courier';
import { isCourierError } from '../couriers/courier-errors';
import { COURIER_TIMEOUT_MS } from '../couriers/courier-http';
import { ordersServiceOf } from '../orders/order-jobs';
import { orderParcel, type OrderParcel } from './order-parcel';
import { cancelledAtCourier } from './order-parcels';
import {
  createParcelBookingsRepository,
  type ParcelBookingRow,
} from './parcel-bookings.repository';

/** Bookings claimed per round, and asked of the courier at once (the couriers rate-limit bursts). */
const CLAIM_BATCH = 8;
/**
 * How long a claimed row is left to its process: a lookup and a booking, each at most the courier's
 * deadline, with room. Only after that may another process take it (the holder is presumed dead).
 */
export const BOOKING_LEASE_MS = 4 * COURIER_TIMEOUT_MS + 10_000;
/** The wait before trying again a courier that did not answer: doubling from 15 s to 15 min. */
export const retryDelayMs = doublingDelay(15_000, 15 * 60_000);

/** The shop's address for the shipped mail's links, as the other background jobs use. */
function backgroundOrigin(app: FastifyInstance): string {
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}

export function createParcelBooking(app: FastifyInstance) {
  const bookings = createParcelBookingsRepository(app.db);
  const orders = ordersServiceOf(app);

  /** Booked at the courier: the booking and the order's move to shipped commit together. */
  async function recordBooked(row: ParcelBookingRow, courier: Courier, booking: Booking) {
    try {
      const committed = await app.db.transaction(async (tx) => {
        if (!(await createParcelBookingsRepository(tx).markBooked(row.id, booking))) return null;
        const { committed } = await orders.changeStatusWithin(
          tx,
          { id: row.orderId },
          {
            to: 'shipped',
            actor: { kind: 'staff', email: row.askedBy },
            courier: COURIER_LABELS[courier.name],
            trackingNumber: booking.trackingNumber,
          },
          backgroundOrigin(app),
        );
        return committed;
      });
      committed?.();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The order moved while the courier was booking it (cancelled, or shipped by hand): the
      // parcel is not wanted, so it is cancelled with the courier at once.
      const [order] = await app.db
        .select({ status: ordersTable.status })
        .from(ordersTable)
        .where(eq(ordersTable.id, row.orderId));
      await dropBooked(
        row,
        courier,
        booking,
        order
          ? orderMovedBeforeBooking(order.status)
          : `The order was not marked shipped: ${error.message}`,
      );
    }
  }

  /**
   * A parcel the courier booked for an order that moved on before the booking was recorded: cancelled
   * with the courier, and the booking refused with why. A courier that will not cancel it leaves the
   * booking booked, with words telling staff to cancel it on the courier's portal.
   */
  async function dropBooked(
    row: ParcelBookingRow,
    courier: Courier,
    booking: Booking,
    why: string,
  ): Promise<void> {
    const label = COURIER_LABELS[courier.name];
    const { trackingNumber } = booking;
    try {
      await courier.cancel(trackingNumber);
    } catch (error) {
      if (!isCourierError(error)) throw error;
      if (!(await cancelledAtCourier(courier, trackingNumber))) {
        await bookings.markBooked(row.id, booking);
        await bookings.note(
          row.id,
          `${why} ${label} had booked it meanwhile as ${trackingNumber} and would not cancel that parcel (${error.message}): cancel it on ${label}'s portal.`,
        );
        return;
      }
    }
    await bookings.refuse(
      row.id,
      `${why} ${label} had booked it meanwhile as ${trackingNumber}: that parcel was cancelled.`,
    );
  }

  /** One claimed row: checked again, looked up if it may be booked already, else booked. */
  async function work(row: ParcelBookingRow): Promise<void> {
    const courier = app.couriers.find((configured) => configured.name === row.courier);
    if (!courier) {
      await bookings.refuse(row.id, `${COURIER_LABELS[row.courier]} is not set up for this shop.`);
      return;
    }
    const asked = await orderParcel(app.db, courier.name, row.orderId);
    if (!asked.ok) {
      // Only confirmed orders are queued: one that is not any more moved while the booking waited.
      const why = asked.orderStatus ? orderMovedBeforeBooking(asked.orderStatus) : asked.reason;
      await refuseUnbooked(row, courier, asked.orderNumber, why);
      return;
    }
    try {
      // An earlier attempt may have booked it before its answer was lost (a timeout, a crash).
      const earlier =
        row.attempts > 0
          ? await courier.findBooking(asked.orderNumber, { since: row.askedAt })
          : null;
      await recordBooked(row, courier, earlier ?? (await bookOrFind(courier, asked, row.askedAt)));
    } catch (error) {
      if (!isCourierError(error)) {
        app.log.error({ err: error, booking: row.id }, 'booking failed');
        await bookings.retryLater(
          row.id,
          'The booking failed on the shop’s side.',
          retryDelayMs(row.attempts + 1),
        );
        return;
      }
      const label = COURIER_LABELS[courier.name];
      // A duplicate whose booking the lookup did not show yet is looked up again on the retry.
      if (error.retryable || error.code === 'duplicate_reference') {
        await bookings.retryLater(
          row.id,
          `Not booked yet (${label}: ${error.message}). Trying again shortly.`,
          retryDelayMs(row.attempts + 1),
        );
      } else if (error.code === 'misconfigured') {
        await bookings.refuse(row.id, `${label} refused the shop's settings: ${error.message}`);
      } else {
        await bookings.refuse(row.id, `${label} refused the booking: ${error.message}`);
      }
    }
  }

  /**
   * Refuses a booking the order no longer allows. An earlier attempt may have booked it before its
   * answer was lost: that parcel is looked up and cancelled, not left with the courier.
   */
  async function refuseUnbooked(
    row: ParcelBookingRow,
    courier: Courier,
    orderNumber: string | null,
    why: string,
  ): Promise<void> {
    if (row.attempts > 0 && orderNumber) {
      try {
        const earlier = await courier.findBooking(orderNumber, { since: row.askedAt });
        if (earlier) {
          await dropBooked(row, courier, earlier, why);
          return;
        }
      } catch (error) {
        if (!isCourierError(error)) throw error;
        await bookings.retryLater(
          row.id,
          `${why} Looking up whether ${COURIER_LABELS[courier.name]} booked it before (${error.message}).`,
          retryDelayMs(row.attempts + 1),
        );
        return;
      }
    }
    await bookings.refuse(row.id, why);
  }

  /** Books; a courier that says it has this order number already is asked for that booking. */
  async function bookOrFind(
    courier: Courier,
    asked: Extract<OrderParcel, { ok: true }>,
    since: Date,
  ): Promise<Booking> {
    try {
      return await courier.book(asked.parcel);
    } catch (error) {
      if (!isCourierError(error, 'duplicate_reference')) throw error;
      const found = await courier.findBooking(asked.orderNumber, { since });
      if (!found) throw error;
      return found;
    }
  }

  return {
    /** Works due bookings until none is left; answers how many rows were worked. */
    async runDue(): Promise<number> {
      let worked = 0;
      for (;;) {
        const claimed = await bookings.claimDue(CLAIM_BATCH, BOOKING_LEASE_MS);
        await Promise.all(claimed.map(work));
        worked += claimed.length;
        if (claimed.length < CLAIM_BATCH) return worked;
      }
    },

    /**
     * Works one booking now if it is due and no other process holds it (the order page's wait);
     * false when there was nothing to do.
     */
    async runOne(id: number): Promise<boolean> {
      const [row] = await bookings.claimDue(1, BOOKING_LEASE_MS, id);
      if (!row) return false;
      await work(row);
      return true;
    },
  };
}
