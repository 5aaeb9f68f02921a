/**
 * The one way news of a parcel is taken in (decision 0028), whether the sync job asked the courier or
 * the courier pushed it: under the booking's row lock, the events not kept yet are kept, the parcel's
 * state is set when the news is not older than what is kept, and a parcel delivered or returned moves
 * its shipped order through the order lifecycle (the same changeStatusWithin staff use, so a return
 * gives the stock back exactly as their click does). Cancelled, lost and held parcels are only kept
 * and shown to staff: the lifecycle has no move for them that a courier may make on its own.
 */
import { COURIER_LABELS } from '@shop/domain/couriers';
import type { OrderStatus } from '@shop/domain/order-status';
import type { ParcelState } from '@shop/domain/parcel-state';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { orderMessagesOf } from '../messages/messages-jobs';
import { ordersServiceOf } from '../orders/order-jobs';
import { createParcelBookingsRepository } from '../parcel-bookings/parcel-bookings.repository';
import {
  createParcelTrackingRepository,
  type StoredEvent,
  type TrackedParcel,
} from './parcel-tracking.repository';

/** What a courier said about one parcel, in the shop's terms. */
export interface TrackingNews {
  state: ParcelState;
  /** The courier's own status behind the state, as it sent it. */
  courierStatus: string;
  /**
   * When the state holds from, by the courier's clock: a push's event time; for an answer to asking,
   * now (the courier's present).
   */
  at: Date;
  events: StoredEvent[];
}

export interface AppliedNews {
  newEvents: number;
  /** The order's new status when the news moved it. */
  orderMovedTo: OrderStatus | null;
}

/** The parcel states that move a shipped order on, and where to. */
const ORDER_MOVES: Partial<Record<ParcelState, OrderStatus>> = {
  delivered: 'delivered',
  returned: 'returned',
};

function backgroundOrigin(app: FastifyInstance): string {
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}

export function createParcelTracking(app: FastifyInstance) {
  const lifecycle = ordersServiceOf(app);
  const messages = orderMessagesOf(app);

  async function apply(parcel: TrackedParcel, news: TrackingNews): Promise<AppliedNews> {
    const afterCommit: (() => void)[] = [];
    const applied = await app.db.transaction(async (tx) => {
      const tracking = createParcelTrackingRepository(tx);
      const booking = await tracking.lock(parcel.bookingId);
      if (!booking || booking.state !== 'booked') return { newEvents: 0, orderMovedTo: null };
      const newEvents = await tracking.addEvents(parcel, news.events);
      const newer = !booking.parcelStateAt || news.at >= booking.parcelStateAt;
      await tracking.setState(parcel.bookingId, news, newer);
      if (
        newer &&
        news.state === 'out_for_delivery' &&
        messages &&
        (await messages.outForDelivery(tx, parcel.orderId))
      ) {
        afterCommit.push(messages.written);
      }
      const state = newer ? news.state : booking.parcelState;
      const to = state ? ORDER_MOVES[state] : undefined;
      if (!to) return { newEvents, orderMovedTo: null };

      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, parcel.orderId));
      // Only a shipped order moves: one staff already moved (or corrected) is theirs to decide.
      if (order?.status !== 'shipped') return { newEvents, orderMovedTo: null };
      const label = COURIER_LABELS[booking.courier];
      try {
        // A savepoint: a refusal under the order's lock (staff moved it a moment ago) undoes only
        // the move, and the news is kept.
        const { committed } = await tx.transaction((inner) =>
          lifecycle.changeStatusWithin(
            inner,
            { id: parcel.orderId },
            {
              to,
              actor: { kind: 'system' },
              note: `${label}: ${newer ? news.courierStatus : (booking.courierStatus ?? '')}`.slice(
                0,
                500,
              ),
            },
            backgroundOrigin(app),
          ),
        );
        afterCommit.push(committed);
        return { newEvents, orderMovedTo: to };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await createParcelBookingsRepository(tx).note(
          parcel.bookingId,
          `${label} says the parcel is ${state}, but the order was not moved: ${error.message}`,
        );
        return { newEvents, orderMovedTo: null };
      }
    });
    for (const committed of afterCommit) committed();
    return applied;
  }

  return { apply };
}
