import { describe, expect, it } from 'vitest';
import {
  catalogueFilterReducer,
  clampPage,
  initialCatalogueFilter,
  pageCount,
  type CatalogueFilter,
} from './catalogue';

describe('catalogueFilterReducer', () => {
  it('starts on All with the jewelry list collapsed', () => {
    expect(initialCatalogueFilter).toEqual({ type: 'All', subType: null, jewelryOpen: false });
  });

  it('Jewelry sets the type, clears the sub-type and toggles the list', () => {
    const opened = catalogueFilterReducer(initialCatalogueFilter, { kind: 'jewelry' });
    expect(opened).toEqual({ type: 'Jewelry', subType: null, jewelryOpen: true });
    const ringed = catalogueFilterReducer(opened, { kind: 'subType', subType: 'Rings' });
    expect(ringed).toEqual({ type: 'Jewelry', subType: 'Rings', jewelryOpen: true });
    expect(catalogueFilterReducer(ringed, { kind: 'jewelry' })).toEqual({
      type: 'Jewelry',
      subType: null,
      jewelryOpen: false,
    });
  });

  it.each([['all', 'All'] as const, ['bags', 'Bags'] as const])(
    '%s clears the sub-type and collapses the list',
    (kind, type) => {
      const state: CatalogueFilter = { type: 'Jewelry', subType: 'Bangles', jewelryOpen: true };
      expect(catalogueFilterReducer(state, { kind })).toEqual({
        type,
        subType: null,
        jewelryOpen: false,
      });
    },
  );
});

describe('pages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
  ])('%i products make %i pages', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it.each([
    [1, 30, 1],
    [3, 30, 3],
    [4, 30, 3],
    [0, 30, 1],
    [-2, 30, 1],
    [3, 5, 1], // the filter shrank the results: the page is clamped, not reset
    [2.7, 30, 2],
    [NaN, 30, 1],
  ])('page %s of %i products → %i', (page, count, clamped) => {
    expect(clampPage(page, count)).toBe(clamped);
  });
});
