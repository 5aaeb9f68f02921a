/**
 * An order's life after it was placed (issue #11): staff's status changes, the shopper's cancel and
 * yes from the tracking page, and the expiry's cancels (order-jobs.ts). Every change locks the order's
 * row first and checks the move against the domain's state machine under that lock: twenty cancels at
 * once give the stock back once, and of a cancel and a ship racing, exactly one wins.
 */
import {
  isCorrection,
  refusedCorrection,
  stockMoveOf,
  type OrderEventReason,
  type ReturnReason,
} from '@shop/domain/order-returns';
import {
  actorName,
  ORDER_STATUS_LABELS,
  refusedTransition,
  shopperMayChange,
  type CancelReason,
  type OrderActor,
  type OrderStatus,
} from '@shop/domain/order-status';
import { cancelsParcelFirst } from '@shop/domain/parcel-booking';
import type { Order, OrderDetail } from '@shop/domain/schemas/order.schema';
import type { StockReason } from '@shop/domain/stock';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { cancelledMails, shippedMails } from './order-mails';
import { giveOrderStockBack, takeOrderStockAgain } from './order-stock';
import type { NewOrderEventRow, OrderEventRow } from './order-rows';
import { writeMails, type OrdersServiceDeps } from './order-service-deps';
import { detailOf, ORDER_NOT_FOUND, toTrackedOrder, type OrderViews } from './order-views';
import { createOrdersRepository } from './orders.repository';

/** A change of status as asked: by whom, to what, and what the move needs (a reason, a courier). */
export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  /** A cancel's reason, or a return's (the request schemas check which list applies). */
  reason?: OrderEventReason;
  note?: string;
  courier?: string;
  trackingNumber?: string;
}

/** The timeline's record of the shopper's yes: the order stays pending, said by the shopper. */
function shopperConfirmationEvent(orderId: number): NewOrderEventRow {
  return {
    orderId,
    actor: actorName({ kind: 'shopper' }),
    fromStatus: 'pending',
    toStatus: 'pending',
    reason: null,
    note: null,
  };
}

/** The reason the timeline keeps: a cancel's (other when none was given), a return's, else none. */
function reasonOf(change: StatusChange): OrderEventReason | null {
  if (change.to === 'cancelled') return change.reason ?? 'other';
  if (change.to === 'returned') return change.reason ?? null;
  return null;
}

/** The ledger's reason for units an order gives back. */
function stockReasonOf(change: StatusChange): StockReason {
  if (change.to === 'returned') return 'order_returned';
  return change.reason === 'not_confirmed' ? 'order_expired' : 'order_cancelled';
}

/** Why a return cannot be corrected into delivered: its units were sold again meanwhile. */
function notInStockAgain(short: { sku: string; quantity: number; needed: number }): string {
  return (
    `Only ${short.quantity} of ${short.sku} left in stock and this order needs ${short.needed}, ` +
    'so it cannot be marked delivered again.'
  );
}

function refusedShopperChange(status: OrderStatus, to: OrderStatus): string {
  return (
    refusedTransition(status, to) ??
    `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: to change it now, please contact us.`
  );
}

export function createOrderLifecycle(deps: OrdersServiceDeps, views: OrderViews) {
  /**
   * Moves one order on, under its row's lock: the state machine's check, the stock given back when the
   * move says so, the timeline's event and the mails, all in one transaction.
   */
  async function changeStatus(
    which: { id: number } | { token: string },
    change: StatusChange,
    origin: string,
  ): Promise<{ order: Order; events: OrderEventRow[] }> {
    // A parcel booked with a courier is cancelled with the courier first, outside the transaction
    // (no row lock held over a call to another company); its refusal is the answer.
    const parcelCancelled =
      change.to === 'cancelled' && 'id' in which && deps.parcels
        ? await deps.parcels.cancelBeforeOrder(which.id, actorName(change.actor))
        : false;
    const { detail, committed } = await deps.db.transaction((tx) =>
      move(tx, which, change, origin, parcelCancelled),
    );
    committed();
    return detail;
  }

  /**
   * changeStatus inside the caller's transaction, for a change that must commit with other writes (a
   * parcel booked and its order shipped, modules/parcel-bookings). Call `committed` after the commit:
   * it tells the catalogue and the mail sender.
   */
  function changeStatusWithin(
    tx: Database,
    which: { id: number } | { token: string },
    change: StatusChange,
    origin: string,
  ): Promise<{ detail: { order: Order; events: OrderEventRow[] }; committed: () => void }> {
    return move(tx, which, change, origin, false);
  }

  /** The change itself; `parcelCancelled`: the courier has cancelled the order's parcel. */
  async function move(
    tx: Database,
    which: { id: number } | { token: string },
    change: StatusChange,
    origin: string,
    parcelCancelled: boolean,
  ): Promise<{ detail: { order: Order; events: OrderEventRow[] }; committed: () => void }> {
    let stockChanged = false;
    const orders = createOrdersRepository(tx);
    const row = await orders.lock(which);
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
    if (change.actor.kind === 'shopper' && !shopperMayChange(row.status)) {
      throw new AppError('conflict', refusedShopperChange(row.status, change.to));
    }
    // Delivered and returned may be corrected into each other for a while (order-returns.ts).
    const refusal = isCorrection(row.status, change.to)
      ? refusedCorrection(row.status, row.statusChangedAt, Date.now())
      : parcelCancelled && cancelsParcelFirst(row.status, change.to)
        ? null
        : refusedTransition(row.status, change.to);
    if (refusal) throw new AppError('conflict', refusal);
    if (row.status === 'confirmed' && change.to !== 'confirmed') {
      await deps.parcels?.orderLeftConfirmed(tx, row.id, change.to);
    }

    const stock = stockMoveOf(row.status, change.to);
    const actor = actorName(change.actor);
    if (stock === 'back') {
      stockChanged = await giveOrderStockBack(tx, row.id, stockReasonOf(change), actor);
    }
    if (stock === 'out') {
      const short = await takeOrderStockAgain(tx, row.id, actor);
      if (short) throw new AppError('conflict', notInStockAgain(short));
      stockChanged = true;
    }
    const reason = reasonOf(change);
    await orders.setStatus(row.id, {
      status: change.to,
      returnReason: change.to === 'returned' ? (reason as ReturnReason | null) : null,
      ...(change.to === 'shipped'
        ? { courier: change.courier, trackingNumber: change.trackingNumber }
        : {}),
    });
    await orders.addEvent({
      orderId: row.id,
      actor,
      fromStatus: row.status,
      toStatus: change.to,
      reason,
      note: change.note ?? null,
    });
    const detail = await detailOf(orders, row.id);
    const context = { origin, shopEmail: deps.shopEmail };
    const mails =
      change.to === 'shipped'
        ? shippedMails(detail.order, detail.summary, context)
        : change.to === 'cancelled'
          ? cancelledMails(detail.order, reason as CancelReason, context)
          : [];
    const mailed = await writeMails(deps, tx, mails);
    const messaged = (await deps.messages?.orderMoved(tx, row.id, change.to)) ?? false;
    const committed = () => {
      if (stockChanged) deps.catalogueChanged();
      if (mailed.length > 0) deps.mailsWritten(mailed);
      if (messaged) deps.messages?.written();
    };
    return { detail, committed };
  }

  return {
    changeStatus,
    changeStatusWithin,

    /** Staff move an order on from the back office; the answer is the order page's data. */
    async staffChange(id: number, change: StatusChange, origin: string): Promise<OrderDetail> {
      const { order, events } = await changeStatus({ id }, change, origin);
      return views.pageOf(order, events);
    },

    /**
     * The shopper, from the tracking page, while the order is pending: cancel it, or say yes to it.
     * The yes is recorded (shopperConfirmedAt, an event) but the order stays pending until staff
     * confirm it: the link is all it takes to say yes, so it cannot stand for the shop's confirmation,
     * or one client could hold the shop's stock with orders nobody checked (issue #23).
     */
    async shopperChange(token: string, to: 'confirmed' | 'cancelled', origin: string) {
      if (to === 'cancelled') {
        const { order, events } = await changeStatus(
          { token },
          { to, actor: { kind: 'shopper' }, reason: 'asked_by_shopper' },
          origin,
        );
        return toTrackedOrder(order, events);
      }
      const confirmed = await deps.db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const row = await orders.lock({ token });
        if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (!shopperMayChange(row.status)) {
          throw new AppError('conflict', refusedShopperChange(row.status, to));
        }
        if (!row.shopperConfirmedAt) {
          await orders.recordShopperConfirmation(row.id);
          await orders.addEvent(shopperConfirmationEvent(row.id));
        }
        return detailOf(orders, row.id);
      });
      return toTrackedOrder(confirmed.order, confirmed.events);
    },
  };
}
