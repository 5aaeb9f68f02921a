import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Counters of the rate limits, kept in the database so every server process counts the same hits.
 * One row per key ('login:address:…', 'orders:phone:…'); a row whose window has ended starts again.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
