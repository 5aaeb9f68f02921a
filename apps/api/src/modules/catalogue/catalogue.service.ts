/**
 * Browsing the catalogue (issue #9): the page's cards, the total and the counts per category, computed
 * in the database so the storefront never downloads the whole catalogue.
 */
import { clampPage, pageCount } from '@shop/domain/catalogue';
import { JEWELRY_SUB_TYPES, PAGE_SIZE, PRODUCT_TYPES } from '@shop/domain/constants';
import { toRupees } from '@shop/domain/money';
import { toFlag } from '@shop/domain/normalise';
import { BUILT_IN_SYNONYM_INDEX, synonymIndex } from '@shop/domain/shopper-synonyms';
import { shopperWordForms, type SynonymIndex } from '@shop/domain/shopper-words';
import { drawRelatedProducts, RELATED_CANDIDATES_COUNT } from '@shop/domain/related-products';
import type {
  CataloguePage,
  CatalogueQuery,
  ProductCard,
} from '@shop/domain/schemas/catalogue-query.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  createCatalogueRepository,
  TYPO_MIN_LENGTH,
  type CardRow,
  type Search,
} from './catalogue.repository';
import { toVariant, variantsByProduct } from '../products/products.service';
import { createSearchSynonymsRepository } from '../search-synonyms/search-synonyms.repository';
import { isOneEditAway } from './one-edit-away';

/**
 * How many of a misspelt word's nearest words (by trigram distance) are checked for one letter wrong:
 * the right word is among the first few, but a four-letter word shares few trigrams with anything.
 */
const CORRECTION_CANDIDATES = 20;

/** More words than this add nothing to a search but cost. */
const SEARCH_WORDS_MAX = 8;

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
}

function toProductCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    title: row.title,
    price: toRupees(row.price),
    discounted_price: toRupees(row.discountedPrice),
    show_price: toFlag(row.showPrice),
    image: row.image,
    quantity: row.quantity,
    type: row.type,
    sub_type: row.subType,
  };
}

type Counts = CataloguePage['counts'];

function countsOf(rows: { type: string; subType: string | null; count: number }[]): Counts {
  const counts: Counts = {
    all: 0,
    types: Object.fromEntries(PRODUCT_TYPES.map((type) => [type, 0])),
    subTypes: Object.fromEntries(JEWELRY_SUB_TYPES.map((sub) => [sub, 0])),
  };
  for (const row of rows) {
    counts.all += row.count;
    if (row.type in counts.types)
      counts.types[row.type] = (counts.types[row.type] ?? 0) + row.count;
    if (row.subType && row.subType in counts.subTypes) {
      counts.subTypes[row.subType] = (counts.subTypes[row.subType] ?? 0) + row.count;
    }
  }
  return counts;
}

export function createCatalogueService(deps: { db: Database }) {
  const repository = createCatalogueRepository(deps.db);
  const synonyms = createSearchSynonymsRepository(deps.db);

  /**
   * The built-in synonyms and the owner's, read afresh for every answer made: an answer is cached
   * until the owner changes a group (search-synonyms.admin-routes.ts drops the cache).
   */
  async function synonymIndexes(): Promise<SynonymIndex[]> {
    const owners = await synonyms.list();
    return [BUILT_IN_SYNONYM_INDEX, synonymIndex(owners.map((group) => group.words))];
  }

  /** Each word with the words of the catalogue it may have been meant as (one letter wrong). */
  async function correctSpelling(search: Search, words: string[]): Promise<Search> {
    const long = words.filter((word) => word.length >= TYPO_MIN_LENGTH);
    const nearest = await repository.nearestWords(long, CORRECTION_CANDIDATES);
    return words.map((typed, at) => ({
      words: search[at]?.words ?? [],
      contains: [
        typed,
        ...nearest
          .filter(
            (row) => row.typed === typed && row.word !== typed && isOneEditAway(typed, row.word),
          )
          .map((row) => row.word),
      ],
    }));
  }

  return {
    /**
     * The product page's 'Related Products': 4 random picks, the same type first, and the candidates
     * they were drawn from, from which the browser draws again on each visit to a cached page.
     */
    async related(id: number): Promise<{ products: ProductCard[]; candidates: ProductCard[] }> {
      const type = await repository.typeOf(id);
      if (!type) throw new AppError('not_found', 'Product not found.');
      const candidates = (await repository.related(id, type, RELATED_CANDIDATES_COUNT)).map(
        toProductCard,
      );
      return { products: drawRelatedProducts(candidates, type), candidates };
    },

    async browse(query: CatalogueQuery): Promise<CataloguePage> {
      const words = await repository.normaliseWords(searchWords(query.q));
      // A sub-type is a kind of jewelry: naming it alone means Jewelry.
      const type = query.sub_type ? 'Jewelry' : query.type;
      // A word finds itself anywhere, and its spellings and synonyms as whole words.
      const indexes = words.length > 0 ? await synonymIndexes() : [];
      const forms = words.map((word) => shopperWordForms(word, indexes));
      const spelt = await repository.catalogueWords(forms.map((form) => form.patterns));
      let search: Search = words.map((word, at) => ({
        contains: [word],
        words: [...(forms[at]?.exact ?? []), ...(spelt[at] ?? [])],
      }));
      let counts = countsOf(await repository.countsBySection(search, query.featured));
      if (counts.all === 0 && words.some((word) => word.length >= TYPO_MIN_LENGTH)) {
        // Nothing holds the words as typed: look again, allowing a letter wrong.
        search = await correctSpelling(search, words);
        counts = countsOf(await repository.countsBySection(search, query.featured));
      }
      const total = query.sub_type
        ? (counts.subTypes[query.sub_type] ?? 0)
        : type
          ? (counts.types[type] ?? 0)
          : counts.all;
      const page = clampPage(query.page, total);
      const rows =
        total === 0
          ? []
          : await repository.page(
              { type, subType: query.sub_type, featured: query.featured, search },
              query.sort ?? 'newest',
              PAGE_SIZE,
              (page - 1) * PAGE_SIZE,
            );
      const variants = await variantsByProduct(
        deps.db,
        rows.map((row) => row.id),
      );
      return {
        products: rows.map((row) => ({
          ...toProductCard(row),
          variants: (variants.get(row.id) ?? []).map(toVariant),
        })),
        total,
        page,
        pageCount: pageCount(total),
        pageSize: PAGE_SIZE,
        counts,
      };
    },
  };
}
