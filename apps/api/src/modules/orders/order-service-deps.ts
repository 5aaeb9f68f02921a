/** What the orders service's parts are built with, and the one way they write a change's mails. */
import type { RateSetting } from '../../config';
import type { OrderStatus } from '@shop/domain/order-status';
import type { Database } from '../../db/client';
import type { OrderMessages } from '../messages/order-messages';
import { createOutboxRepository, type Mail } from '../outbox/outbox.repository';

/** The shop's caps on orders (settings ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_MAX_OPEN_PER_PHONE). */
export interface OrderCaps {
  orderMaxLines: number;
  orderMaxQuantity: number;
  orderMaxOpenPerPhone: number;
}

/**
 * What a change of status does to the order's parcel booked with a courier (modules/parcel-bookings,
 * order-parcels.ts). Absent, orders have no parcels (a service built for a test of orders alone).
 */
export interface OrderParcels {
  /**
   * Before a cancel, outside any transaction: when the order is shipped with a parcel the shop booked,
   * asks the courier to cancel it. True when it did (the order may then be cancelled though shipped),
   * false when the order has no such parcel; throws a 409 in the courier's words when it refuses.
   */
  cancelBeforeOrder(orderId: number, actor: string): Promise<boolean>;
  /** In the transaction moving an order off confirmed: its booking still waiting is refused. */
  orderLeftConfirmed(tx: Database, orderId: number, to: OrderStatus): Promise<void>;
}

export interface OrdersServiceDeps {
  db: Database;
  caps: OrderCaps;
  /** Called after an order took or gave back stock: the catalogue shows stock and best sellers. */
  catalogueChanged: () => void;
  /** Called after a change's mails were committed to the outbox: the sender can go at once. */
  mailsWritten: (mails: readonly Mail[]) => void;
  /** Where the shop's copy of each new order goes (SHOP_EMAIL). */
  shopEmail: string | undefined;
  /** The most mails one shopper's address is written in a window (LIMIT_MAILS_PER_RECIPIENT). */
  mailsPerRecipient: RateSetting | null;
  parcels?: OrderParcels;
  /** WhatsApp and SMS messages to the shopper (issue #30); absent when neither is set up. */
  messages?: OrderMessages;
}

/**
 * Writes a change's mails to the outbox, in the change's transaction, within the mail limit; `locked`
 * are the recipients lockMailRecipients already locked.
 */
export function writeMails(
  deps: OrdersServiceDeps,
  tx: Database,
  mails: Mail[],
  locked: readonly string[] = [],
): Promise<Mail[]> {
  return createOutboxRepository(tx).enqueueWithinLimit(
    mails,
    deps.mailsPerRecipient,
    deps.shopEmail,
    locked,
  );
}

/** The first half of writeMails, for recipients known early; sends its statement when called. */
export function lockMailRecipients(
  deps: OrdersServiceDeps,
  tx: Database,
  recipients: readonly string[],
): Promise<string[]> {
  return createOutboxRepository(tx).lockRecipients(
    recipients,
    deps.mailsPerRecipient,
    deps.shopEmail,
  );
}
