import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  catalogueFilterReducer,
  clampPage,
  filterProducts,
  initialCatalogueFilter,
  pageCount,
  paginate,
  pickRelated,
  type CatalogueFilter,
} from './catalogue';

const products = [
  { id: 1, type: 'Jewelry', sub_type: 'Rings' },
  { id: 2, type: 'Jewelry', sub_type: 'Earrings' },
  { id: 3, type: 'Bags', sub_type: null },
  { id: 4, type: 'Jewelry', sub_type: 'Rings' },
  { id: 5, type: 'Bags', sub_type: null },
];

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

describe('filterProducts', () => {
  it.each([
    [{ type: 'All', subType: null } as const, [1, 2, 3, 4, 5]],
    [{ type: 'Bags', subType: null } as const, [3, 5]],
    [{ type: 'Jewelry', subType: null } as const, [1, 2, 4]],
    [{ type: 'Jewelry', subType: 'Rings' } as const, [1, 4]],
    [{ type: 'Jewelry', subType: 'Anklets' } as const, []],
  ])('%o → %o', (filter, ids) => {
    expect(filterProducts(products, filter).map((p) => p.id)).toEqual(ids);
  });
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

  it('paginates twelve at a time', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(paginate(items, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      page: 1,
      pageCount: 3,
    });
    expect(paginate(items, 3)).toEqual({ items: [25, 26, 27, 28, 29, 30], page: 3, pageCount: 3 });
    expect(paginate(items, 9)).toEqual({ items: [25, 26, 27, 28, 29, 30], page: 3, pageCount: 3 });
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('pickRelated', () => {
  const many = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));

  it('picks 4 others by the given random draw', () => {
    // random 0 always takes the next product in order.
    expect(pickRelated(many, 1, 4, () => 0).map((p) => p.id)).toEqual([2, 3, 4, 5]);
    // 0.999… takes the last of the pool each time; the swap moves the front product there.
    expect(pickRelated(many, 10, 4, () => 0.9999).map((p) => p.id)).toEqual([9, 1, 2, 3]);
  });

  it('returns fewer when there are fewer other products', () => {
    expect(pickRelated([{ id: 1 }, { id: 2 }, { id: 2 }], 1).map((p) => p.id)).toEqual([2]);
    expect(pickRelated([{ id: 1 }], 1)).toEqual([]);
  });

  it('never repeats and never includes the current product', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (productIds, currentId, seed) => {
          let state = seed;
          const random = () => {
            state = (state * 1103515245 + 12345) % 2 ** 31;
            return state / 2 ** 31;
          };
          const picked = pickRelated(
            productIds.map((id) => ({ id })),
            currentId,
            4,
            random,
          ).map((p) => p.id);
          const others = new Set(productIds.filter((id) => id !== currentId));
          expect(picked).toHaveLength(Math.min(4, others.size));
          expect(new Set(picked).size).toBe(picked.length);
          expect(picked).not.toContain(currentId);
          for (const id of picked) expect(others.has(id)).toBe(true);
        },
      ),
    );
  });
});
