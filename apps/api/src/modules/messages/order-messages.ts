/**
 * Which changes of an order write which message (issue #30): the confirmation request when it is
 * placed (after MESSAGE_CONFIRM_DELAY_MINUTES), then confirmed, booked (shipped with a courier), out
 * for delivery (the courier's news, modules/parcel-tracking) and delivered. Each is written in the
 * change's own transaction and at most once per order (the unique key), so a retried change, two
 * processes or a courier's news told twice send it once. Only Pakistani mobile numbers get messages,
 * and only when WhatsApp or an SMS gateway is set up.
 */
import type { OrderStatus } from '@shop/domain/order-status';
import type { MessageKind } from '@shop/domain/shopper-messages';
import type { MessagingSettings } from '../../config-messaging';
import type { Database } from '../../db/client';
import { createMessagesRepository } from './messages.repository';

export interface OrderMessages {
  /** In the placing transaction. True when a message was written. */
  orderPlaced(tx: Database, orderId: number): Promise<boolean>;
  /** In the transaction of a change of status. */
  orderMoved(tx: Database, orderId: number, to: OrderStatus): Promise<boolean>;
  /** In the transaction taking a courier's news in. */
  outForDelivery(tx: Database, orderId: number): Promise<boolean>;
  /** After the commit of a change that wrote one: the sender can go at once. */
  written(): void;
}

const KIND_OF_STATUS: Partial<Record<OrderStatus, MessageKind>> = {
  confirmed: 'confirmed',
  shipped: 'booked',
  delivered: 'delivered',
};

const PAKISTANI_MOBILE = /^\+923\d{9}$/;

export function createOrderMessages(
  settings: MessagingSettings,
  written: () => void,
): OrderMessages | undefined {
  if (!settings.whatsapp && !settings.sms) return undefined;
  const channel = settings.whatsapp ? null : 'sms';

  async function enqueue(tx: Database, orderId: number, kind: MessageKind, dueInMs: number) {
    const repository = createMessagesRepository(tx);
    const recipient = await repository.recipientOf(orderId);
    if (!recipient?.phoneKey || !PAKISTANI_MOBILE.test(recipient.phoneKey)) return false;
    return repository.enqueue({
      orderId,
      kind,
      phone: recipient.phoneKey.slice(1),
      language: recipient.language,
      channel,
      dueInMs,
    });
  }

  return {
    orderPlaced: (tx, orderId) =>
      enqueue(tx, orderId, 'confirmation_request', settings.confirmDelayMs),
    async orderMoved(tx, orderId, to) {
      const kind = KIND_OF_STATUS[to];
      return kind ? enqueue(tx, orderId, kind, 0) : false;
    },
    outForDelivery: (tx, orderId) => enqueue(tx, orderId, 'out_for_delivery', 0),
    written,
  };
}
