/**
 * The catalogue's queries: one page of product cards and the counts per category, filtered, searched and
 * sorted in the database with bounded results (indexes in migration 0003).
 */
import type { CatalogueSort } from '@shop/domain/constants';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';

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

/** LIKE's wildcards in a search word are literal characters. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Shorter words are too short to tell a typo from another word ('bag' and 'bangles'). */
export const TYPO_MIN_LENGTH = 4;
/** 'emarald'/'emerald' 0.45, 'kundn'/'kundan' 0.44, 'clucth'/'clutch' 0.27; 'saree'/'three' 0.2. */
const STRICT_SIMILARITY_MIN = 0.25;

/**
 * What to look for: normalised words (see normaliseWords), each of which must match. Without typos a
 * word matches as a substring (partial words; fast). With typos, a word long enough also matches a word
 * close to it by trigram similarity (a letter wrong; threshold pg_trgm.word_similarity_threshold, set on
 * every connection): dearer per row, so the service asks for it only when nothing matched as typed.
 */
export interface Search {
  words: string[];
  typos: boolean;
}

function wordMatches(word: string, typos: boolean): SQL {
  const contains = sql`${products.searchText} like ${`%${escapeLike(word)}%`} escape '\\'`;
  if (!typos || word.length < TYPO_MIN_LENGTH) return contains;
  // <% (indexed) compares the word with any run of the text's trigrams, even across two words, so
  // 'saree' would find 'three slim'; a whole word of the text must also be close enough.
  return sql`(${contains} or (${word} <% ${products.searchText} and strict_word_similarity(${word}, ${products.searchText}) >= ${STRICT_SIMILARITY_MIN}))`;
}

function searchCondition({ words, typos }: Search): SQL | undefined {
  return words.length > 0 ? and(...words.map((word) => wordMatches(word, typos))) : undefined;
}

function relevance(words: string[]): SQL {
  return sql`word_similarity(${words.join(' ')}, ${products.searchText})`;
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

    /** A page of cards; without a sort, a search allowing typos puts the closest matches first. */
    page(filter: CatalogueFilter, sort: CatalogueSort | undefined, limit: number, offset: number) {
      const order =
        sort === undefined && filter.search.typos
          ? [desc(relevance(filter.search.words)), desc(products.id)]
          : ORDER[sort ?? 'newest'];
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
        .orderBy(...order)
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
