/** The catalogue's filter and pages (spec §2 Catalogue, §4 'Catalogue filter'). */
import { PAGE_SIZE, type JewelrySubType, type ProductType } from './constants';

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

/** Pages of `pageSize` (the catalogue's 12 unless told): at least one, even when empty. */
export function pageCount(itemCount: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** Keeps a page number between 1 and the last page; the filter changing does not reset it (spec §4). */
export function clampPage(page: number, itemCount: number, pageSize: number = PAGE_SIZE): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), pageCount(itemCount, pageSize));
}
