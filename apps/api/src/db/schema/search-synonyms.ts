import { pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

/**
 * The owner's synonym groups (issue #30): words a shopper may search for that mean the same, each
 * stored as the search text holds it (lower case, without accents). The built-in groups are code
 * (@shop/domain/shopper-words); these add to them. Read on every search that is not cached.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serialId(),
  words: text('words').array().notNull(),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});
