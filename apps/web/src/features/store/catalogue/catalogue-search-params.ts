import { JEWELRY_SUB_TYPES, type JewelrySubType } from '@shop/domain/constants';
import type { CatalogueFilter } from '@shop/domain/catalogue';

/**
 * The catalogue's filter and page live in the address (?type=Jewelry&sub=Rings&open=1&page=2), so Back
 * from a product returns to the same category and page, and a link can be shared. Anything unknown in
 * the address reads as the default.
 */
export function readCatalogueParams(params: URLSearchParams): {
  filter: CatalogueFilter;
  page: number;
} {
  const rawType = params.get('type');
  const type = rawType === 'Jewelry' || rawType === 'Bags' ? rawType : 'All';
  const rawSub = params.get('sub');
  const subType =
    type === 'Jewelry' && JEWELRY_SUB_TYPES.includes(rawSub as JewelrySubType)
      ? (rawSub as JewelrySubType)
      : null;
  const jewelryOpen = type === 'Jewelry' && (params.get('open') === '1' || subType !== null);
  const page = Number(params.get('page'));
  return {
    filter: { type, subType, jewelryOpen },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeCatalogueParams(filter: CatalogueFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'All') params.set('type', filter.type);
  if (filter.subType) params.set('sub', filter.subType);
  if (filter.jewelryOpen) params.set('open', '1');
  if (page > 1) params.set('page', String(page));
  return params;
}
