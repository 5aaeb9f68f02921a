import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns';

/** Phones staff refuse orders from (fake orders, orders refused at the door), with why and by whom. */
export const blockedPhones = pgTable('blocked_phones', {
  /** The phone as one key, +923XXXXXXXXX (domain phoneKey). */
  phoneKey: text('phone_key').primaryKey(),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by').notNull(),
  blockedAt: timestamptzNow('blocked_at'),
});
