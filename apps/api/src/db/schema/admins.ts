import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

export const admins = pgTable('admins', {
  id: serialId(),
  // Stored lower-cased so sign-in is case-insensitive on the address.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Tokens carry this number; changing the password bumps it, so every older token stops working. */
  tokenVersion: integer('token_version').notNull().default(1),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});
