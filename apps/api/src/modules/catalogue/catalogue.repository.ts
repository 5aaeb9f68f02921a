/**
 * The catalogue's queries: one page of product cards and the counts per category, filtered, searched and
 * sorted in the database with bounded results (indexes in migration 0003).
 */
import type { CatalogueSort } from '@shop/domain/constants';
import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { products } from '../../db/schema/products';
import { searchWords } from '../../db/schema/search-words';
import {
  anyWholeWord,
  literally,
  wholeWordPattern,
  type WordLookup,
} from '@shop/domain/shopper-words';

export interface CatalogueFilter {
  type?: string;
  subType?: string;
  /** Only best sellers (top_featured). */
  featured?: boolean;
  search: Search;
}

export interface CardRow {
  id: number;
  title: string;
  price: number;
  discountedPrice: number;
  showPrice: boolean;
  image: string;
  quantity: number;
  type: string;
  subType: string | null;
}

/** Shorter words are too short to tell a typo from another word ('bag' and 'bangles'). */
export const TYPO_MIN_LENGTH = 4;

/**
 * What to look for: one entry per search word, normalised (see normaliseWords), each of which must
 * match. An entry matches a product whose text holds, anywhere, the word as typed or a word it was
 * corrected to (['kundn', 'kundan']), so partial words match too; or, as a whole word, one of `words`:
 * spellings of the word and of its synonyms (@shop/domain/shopper-words, decision 0032).
 */
export interface SearchEntry {
  contains: string[];
  words: string[];
}
export type Search = SearchEntry[];

function entryMatches(entry: SearchEntry): SQL {
  const matches = entry.contains.map(
    (spelling) => sql`${products.searchText} like ${containing(spelling)} escape '\\'`,
  );
  // A word holding a `contains` text is found by its LIKE already: the regular expression, which
  // costs far more per row, is left for the words found no other way (none, for most searches).
  const others = entry.words.filter((word) => !entry.contains.some((text) => word.includes(text)));
  if (others.length > 0) {
    matches.push(sql`${products.searchText} ~ ${wholeWordPattern(literally(others))}`);
  }
  return or(...matches) ?? sql`true`;
}

function searchCondition(search: Search): SQL | undefined {
  return search.length > 0 ? and(...search.map(entryMatches)) : undefined;
}

const CARD_FIELDS = {
  id: products.id,
  title: products.title,
  price: products.price,
  discountedPrice: products.discountedPrice,
  showPrice: products.showPrice,
  image: sql<string>`coalesce(${products.images} ->> 0, '')`,
  quantity: products.quantity,
  type: products.type,
  subType: products.subType,
};

const ORDER: Record<CatalogueSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.discountedPrice), asc(products.id)],
  price_desc: [desc(products.discountedPrice), desc(products.id)],
  best_selling: [desc(products.unitsSold), desc(products.id)],
};

function featuredCondition(featured: boolean | undefined): SQL | undefined {
  return featured === undefined ? undefined : eq(products.topFeatured, featured);
}

export function createCatalogueRepository(db: Database) {
  return {
    /**
     * Search words as the search text holds them: lower case, accents removed (shop_search_text's
     * rules, applied by the database once per search rather than once per row).
     */
    async normaliseWords(words: string[]): Promise<string[]> {
      if (words.length === 0) return [];
      const normalised = sql.join(
        words.map((word) => sql`lower(shop_unaccent(${word}))`),
        sql`, `,
      );
      // Both drivers answer execute() with { rows }; Drizzle's shared type does not say so.
      const result = (await db.execute(sql`select array[${normalised}]::text[] as words`)) as {
        rows: { words: string[] }[];
      };
      return result.rows[0]?.words ?? [];
    },

    /** Matches of the search per (type, sub_type); the sidebar's counts and the page's total. */
    countsBySection(search: Search, featured?: boolean) {
      return db
        .select({
          type: products.type,
          subType: products.subType,
          count: sql<number>`count(*)::int`,
        })
        .from(products)
        .where(and(featuredCondition(featured), searchCondition(search)))
        .groupBy(products.type, products.subType);
    },

    /**
     * For each word, the `count` words of the dictionary (search_words) nearest to it by trigram
     * distance: the candidates a misspelt word is corrected to.
     */
    async nearestWords(words: string[], count: number): Promise<{ typed: string; word: string }[]> {
      if (words.length === 0) return [];
      const typed = sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        select typed, nearest.word
        from unnest(array[${typed}]::text[]) as typed,
          lateral (
            select word from ${searchWords} order by word <-> typed limit ${count}
          ) as nearest`)) as { rows: { typed: string; word: string }[] };
      return result.rows;
    },

    /**
     * For each list of spelling patterns, the words of the catalogue (search_words) one of them
     * matches whole: the spellings a search word may find ('jhumki' → jhumka, jhumkas, jhumkis).
     * Only words beginning with a pattern's initials are tried: a comparison is far cheaper than the
     * regular expression.
     */
    async catalogueWords(lookups: WordLookup[][]): Promise<string[][]> {
      const found = lookups.map((): string[] => []);
      const asked = lookups.flatMap((list, at) => {
        const byInitial = new Map<string, string[]>();
        for (const { pattern, initials } of list) {
          for (const initial of initials)
            byInitial.set(initial, [...(byInitial.get(initial) ?? []), pattern]);
        }
        return [...byInitial].map(([initial, patterns]) => ({
          at,
          initial,
          pattern: anyWholeWord(patterns),
        }));
      });
      if (asked.length === 0) return found;
      const list = (pick: (row: (typeof asked)[number]) => string | number) =>
        sql.join(
          asked.map((row) => sql`${pick(row)}`),
          sql`, `,
        );
      const result = (await db.execute(sql`
        select distinct asked.at::int as at, ${searchWords.word} as word
        from unnest(
          array[${list((row) => row.at)}]::int[],
          array[${list((row) => row.initial)}]::text[],
          array[${list((row) => row.pattern)}]::text[]
        ) as asked(at, initial, pattern)
        join ${searchWords}
          on left(${searchWords.word}, 1) = asked.initial and ${searchWords.word} ~ asked.pattern`)) as {
        rows: { at: number; word: string }[];
      };
      for (const row of result.rows) found[row.at]?.push(row.word);
      return found;
    },

    /** A page of cards. */
    page(filter: CatalogueFilter, sort: CatalogueSort, limit: number, offset: number) {
      return db
        .select(CARD_FIELDS)
        .from(products)
        .where(
          and(
            filter.type ? eq(products.type, filter.type) : undefined,
            filter.subType ? eq(products.subType, filter.subType) : undefined,
            featuredCondition(filter.featured),
            searchCondition(filter.search),
          ),
        )
        .orderBy(...ORDER[sort])
        .limit(limit)
        .offset(offset) as Promise<CardRow[]>;
    },

    /** `count` products other than `id`, drawn at random, those of the same type first. */
    related(id: number, type: string, count: number) {
      return db
        .select(CARD_FIELDS)
        .from(products)
        .where(ne(products.id, id))
        .orderBy(desc(sql`${products.type} = ${type}`), sql`random()`)
        .limit(count) as Promise<CardRow[]>;
    },

    async typeOf(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ type: products.type })
        .from(products)
        .where(eq(products.id, id));
      return row?.type;
    },
  };
}
