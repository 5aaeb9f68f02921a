/** The catalogue's filter and pages (spec §2 Catalogue, §4 'Catalogue filter'). */
import {
  PAGE_SIZE,
  RELATED_PRODUCTS_COUNT,
  type JewelrySubType,
  type ProductType,
} from './constants';

export interface CatalogueFilter {
  type: 'All' | ProductType;
  subType: JewelrySubType | null;
  /** Whether the sidebar's list of jewelry sub-types is expanded. */
  jewelryOpen: boolean;
}

export const initialCatalogueFilter: CatalogueFilter = {
  type: 'All',
  subType: null,
  jewelryOpen: false,
};

export type CatalogueFilterAction =
  | { kind: 'all' }
  | { kind: 'bags' }
  | { kind: 'jewelry' }
  | { kind: 'subType'; subType: JewelrySubType };

export function catalogueFilterReducer(
  state: CatalogueFilter,
  action: CatalogueFilterAction,
): CatalogueFilter {
  switch (action.kind) {
    case 'all':
      return { type: 'All', subType: null, jewelryOpen: false };
    case 'bags':
      return { type: 'Bags', subType: null, jewelryOpen: false };
    case 'jewelry':
      return { type: 'Jewelry', subType: null, jewelryOpen: !state.jewelryOpen };
    case 'subType':
      return { type: 'Jewelry', subType: action.subType, jewelryOpen: state.jewelryOpen };
  }
}

export function filterProducts<P extends { type: string; sub_type: string | null }>(
  products: readonly P[],
  filter: Pick<CatalogueFilter, 'type' | 'subType'>,
): P[] {
  return products.filter(
    (product) =>
      (filter.type === 'All' || product.type === filter.type) &&
      (filter.subType === null || product.sub_type === filter.subType),
  );
}

export function pageCount(itemCount: number): number {
  return Math.max(1, Math.ceil(itemCount / PAGE_SIZE));
}

/** Keeps a page number between 1 and the last page; the filter changing does not reset it (spec §4). */
export function clampPage(page: number, itemCount: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), pageCount(itemCount));
}

export function paginate<T>(
  items: readonly T[],
  page: number,
): { items: T[]; page: number; pageCount: number } {
  const current = clampPage(page, items.length);
  const start = (current - 1) * PAGE_SIZE;
  return {
    items: items.slice(start, start + PAGE_SIZE),
    page: current,
    pageCount: pageCount(items.length),
  };
}

/**
 * Up to `count` other products in random order, none twice. A partial Fisher–Yates shuffle; `random`
 * is injectable so tests can fix the draw.
 */
export function pickRelated<P extends { id: number }>(
  products: readonly P[],
  currentId: number,
  count: number = RELATED_PRODUCTS_COUNT,
  random: () => number = Math.random,
): P[] {
  const seen = new Set<number>([currentId]);
  const pool: P[] = [];
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    pool.push(product);
  }
  const wanted = Math.min(Math.max(0, Math.floor(count)), pool.length);
  for (let i = 0; i < wanted; i += 1) {
    const span = pool.length - i;
    const j = i + Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
    const picked = pool[j] as P;
    pool[j] = pool[i] as P;
    pool[i] = picked;
  }
  return pool.slice(0, wanted);
}
