import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff marked the message handled (answered); null while it waits. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** The staff e-mail that marked it handled. */
  handledBy: text('handled_by'),
});
