import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the products' search text (four letters or more, with a letter in it): the dictionary
 * a misspelt search word is corrected against. A trigger on products adds the words of a new or edited
 * product (migration 0004); a word no product holds any more is harmless, it just finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [
    // GiST orders by trigram distance (word <-> 'kundn'): the nearest words without a threshold.
    index('search_words_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`),
  ],
);
