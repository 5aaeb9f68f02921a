/** An order's messages as staff read them on the order page, with the phone's STOP if any. */
import {
  orderMessageSchema,
  type OrderMessages,
} from '@shop/domain/schemas/shopper-messages.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withIsoDates } from '../../db/iso-dates';
import { pick } from '../../db/pick';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { ORDER_NOT_FOUND } from '../orders/order-views';
import { createMessagesRepository } from './messages.repository';

/** The order's phone, for recording or lifting its STOP; a 400 when the order has none to message. */
export async function orderPhoneKey(app: FastifyInstance, orderId: number): Promise<string> {
  const [order] = await app.db
    .select({ phoneKey: orders.phoneKey })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (!order.phoneKey) throw new AppError('invalid', 'The order has no phone number to stop');
  return order.phoneKey;
}

/** What the order page shows of each message: the fields its schema declares. */
const MESSAGE_FIELDS = orderMessageSchema.keyof().options;

export function createOrderMessagesView(app: FastifyInstance) {
  const repository = createMessagesRepository(app.db);
  return async function orderMessages(orderId: number): Promise<OrderMessages> {
    const [order] = await app.db
      .select({ phoneKey: orders.phoneKey, language: orders.messageLanguage })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    const rows = await repository.forOrder(orderId);
    const stop = order.phoneKey ? await repository.optOutOf(order.phoneKey) : undefined;
    return {
      messages: rows.map((row) => withIsoDates(pick(row, MESSAGE_FIELDS))),
      language: order.language,
      stopped: stop ? { at: stop.at.toISOString(), reply: stop.reply, by: stop.recordedBy } : null,
      channels: {
        whatsapp: app.config.messaging.whatsapp !== undefined,
        sms: app.config.messaging.sms !== undefined,
      },
    };
  };
}
