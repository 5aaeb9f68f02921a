import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  // Stored lower-cased so sign-in is case-insensitive on the address.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Tokens carry this number; changing the password bumps it, so every older token stops working. */
  tokenVersion: integer('token_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
