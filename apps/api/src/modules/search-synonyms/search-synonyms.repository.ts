/** The owner's synonym groups (db/schema/search-synonyms.ts). */
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { searchSynonyms } from '../../db/schema/search-synonyms';

const columns = { id: searchSynonyms.id, words: searchSynonyms.words };

export function createSearchSynonymsRepository(db: Database) {
  return {
    /** Every group, oldest first; at most SYNONYM_GROUPS_MAX rows. */
    list(): Promise<{ id: number; words: string[] }[]> {
      return db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(searchSynonyms);
      return row?.count ?? 0;
    },

    async add(words: string[]) {
      const [row] = await db.insert(searchSynonyms).values({ words }).returning(columns);
      if (!row) throw new Error('adding a synonym group returned no row');
      return row;
    },

    async update(id: number, words: string[]) {
      const [row] = await db
        .update(searchSynonyms)
        .set({ words, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning(columns);
      return row;
    },

    delete(id: number): Promise<boolean> {
      return deleteById(db, searchSynonyms, id);
    },
  };
}
