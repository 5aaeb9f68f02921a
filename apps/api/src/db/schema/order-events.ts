import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@shop/domain/order-status';
import { orders } from './orders';

/** An order's timeline: every change of status, when, by whom, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
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
