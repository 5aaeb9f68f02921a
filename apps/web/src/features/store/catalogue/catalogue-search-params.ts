import {
  CATALOGUE_SORTS,
  JEWELRY_SUB_TYPES,
  SEARCH_MAX_LENGTH,
  type CatalogueSort,
  type JewelrySubType,
} from '@shop/domain/constants';
import { initialCatalogueFilter, type CatalogueFilter } from '@shop/domain/catalogue';
import type { CatalogueRequest } from './api/get-catalogue-page';

export interface CatalogueParams {
  filter: CatalogueFilter;
  page: number;
  /** The search as typed, '' for none. */
  q: string;
  sort: CatalogueSort | undefined;
}

/**
 * The catalogue's filter, search, sort and page live in the address
 * (?type=Jewelry&sub=Rings&open=1&q=gold&sort=price_asc&page=2), so Back from a product returns to the
 * same page, and a link can be shared. Anything unknown in the address reads as the default.
 */
export function readCatalogueParams(params: URLSearchParams): CatalogueParams {
  const rawType = params.get('type');
  const type = rawType === 'Jewelry' || rawType === 'Bags' ? rawType : 'All';
  const rawSub = params.get('sub');
  const subType =
    type === 'Jewelry' && JEWELRY_SUB_TYPES.includes(rawSub as JewelrySubType)
      ? (rawSub as JewelrySubType)
      : null;
  const jewelryOpen = type === 'Jewelry' && (params.get('open') === '1' || subType !== null);
  const page = Number(params.get('page'));
  const rawSort = params.get('sort');
  return {
    filter: { type, subType, jewelryOpen },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: CATALOGUE_SORTS.includes(rawSort as CatalogueSort)
      ? (rawSort as CatalogueSort)
      : undefined,
  };
}

export function writeCatalogueParams({ filter, page, q, sort }: CatalogueParams): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'All') params.set('type', filter.type);
  if (filter.subType) params.set('sub', filter.subType);
  if (filter.jewelryOpen) params.set('open', '1');
  if (q) params.set('q', q);
  if (sort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What the catalogue asks the API for the address's filter, search, sort and page. */
export function catalogueRequestOf({ filter, q, sort, page }: CatalogueParams): CatalogueRequest {
  return {
    type: filter.type === 'All' ? undefined : filter.type,
    subType: filter.subType ?? undefined,
    q: q || undefined,
    sort,
    page,
  };
}

/**
 * The address of the same search over the whole shop, from a category that found nothing: every
 * category, the first page, the same words and order.
 */
export function wholeShopSearch(params: CatalogueParams): string {
  const query = writeCatalogueParams({ ...params, filter: initialCatalogueFilter, page: 1 });
  return `/products?${query.toString()}`;
}
