import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The owner's synonym groups (issue #30): words a shopper may search for that mean the same, each
 * stored as the search text holds it (lower case, without accents). The built-in groups are code
 * (@shop/domain/shopper-words); these add to them. Read on every search that is not cached.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  words: text('words').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
