import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@shop/domain/order-status';
import { orders } from './orders';
import { belongsTo, serialId, timestamptzNow } from './columns';

/** An order's timeline: every change of status, when, by whom, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    at: timestamptzNow('at'),
    /** A staff e-mail, "shopper" or "system" (domain actorName). */
    actor: text('actor').notNull(),
    /** Null for the order being placed. */
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** A cancel reason's key (domain CANCEL_REASONS). */
    reason: text('reason'),
    note: text('note'),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId)],
);
