/** What the orders service's parts are built with, and the one way they write a change's mails. */
import type { RateSetting } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxRepository, type Mail } from '../outbox/outbox.repository';

/** The shop's caps on orders (settings ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_MAX_OPEN_PER_PHONE). */
export interface OrderCaps {
  orderMaxLines: number;
  orderMaxQuantity: number;
  orderMaxOpenPerPhone: number;
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
}

/** Writes a change's mails to the outbox, in the change's transaction, within the mail limit. */
export function writeMails(deps: OrdersServiceDeps, tx: Database, mails: Mail[]): Promise<Mail[]> {
  return createOutboxRepository(tx).enqueueWithinLimit(
    mails,
    deps.mailsPerRecipient,
    deps.shopEmail,
  );
}
