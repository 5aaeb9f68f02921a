import { pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow } from './columns';

export const contacts = pgTable('contacts', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: timestamptzNow('created_at'),
  /** When staff marked the message handled (answered); null while it waits. */
  handledAt: timestamptz('handled_at'),
  /** The staff e-mail that marked it handled. */
  handledBy: text('handled_by'),
});
