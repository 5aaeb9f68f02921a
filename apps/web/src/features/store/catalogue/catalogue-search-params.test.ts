import { SEARCH_MAX_LENGTH } from '@shop/domain/constants';
import { describe, expect, test } from 'vitest';
import {
  catalogueRequestOf,
  readCatalogueParams,
  wholeShopSearch,
  writeCatalogueParams,
  type CatalogueParams,
} from './catalogue-search-params';

const read = (query: string) => readCatalogueParams(new URLSearchParams(query));

describe("the catalogue's address", () => {
  test("an address with nothing in it is the first page of everything, in the API's own order", () => {
    expect(read('')).toEqual({
      filter: { type: 'All', subType: null, jewelryOpen: false },
      page: 1,
      q: '',
      sort: undefined,
    });
  });

  test('reads the type, sub type, search, sort and page it wrote', () => {
    const params: CatalogueParams = {
      filter: { type: 'Jewelry', subType: 'Rings', jewelryOpen: true },
      page: 3,
      q: 'gold',
      sort: 'price_asc',
    };
    const query = writeCatalogueParams(params).toString();
    expect(query).toBe('type=Jewelry&sub=Rings&open=1&q=gold&sort=price_asc&page=3');
    expect(read(query)).toEqual(params);
  });

  test('writes nothing for the defaults, so the plain catalogue keeps its plain address', () => {
    const defaults = read('');
    expect(writeCatalogueParams(defaults).toString()).toBe('');
  });

  test('an unknown type reads as All, and a sub type counts only within Jewelry', () => {
    expect(read('type=Shoes&sub=Rings').filter).toEqual({
      type: 'All',
      subType: null,
      jewelryOpen: false,
    });
    expect(read('type=Bags&sub=Rings&open=1').filter).toEqual({
      type: 'Bags',
      subType: null,
      jewelryOpen: false,
    });
  });

  test('a sub type opens the jewelry list; an unknown sub type is dropped', () => {
    expect(read('type=Jewelry&sub=Rings').filter.jewelryOpen).toBe(true);
    expect(read('type=Jewelry&sub=Crowns').filter).toEqual({
      type: 'Jewelry',
      subType: null,
      jewelryOpen: false,
    });
    expect(read('type=Jewelry&open=1').filter.jewelryOpen).toBe(true);
  });

  test.each(['0', '-2', '1.5', 'two', '', '9007199254740993'])(
    'page=%s is not a page number: the first page',
    (page) => {
      expect(read(`page=${page}`).page).toBe(1);
    },
  );

  test('the search is trimmed and cut to the longest search the API takes', () => {
    expect(read('q=%20%20gold%20ring%20').q).toBe('gold ring');
    expect(read(`q=${'a'.repeat(SEARCH_MAX_LENGTH + 20)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  test('an unknown sort reads as none', () => {
    expect(read('sort=cheapest').sort).toBeUndefined();
    expect(read('sort=best_selling').sort).toBe('best_selling');
  });

  test("the API is asked for the address's filter, with All and an empty search left out", () => {
    expect(catalogueRequestOf(read('type=Jewelry&sub=Rings&q=gold&sort=newest&page=2'))).toEqual({
      type: 'Jewelry',
      subType: 'Rings',
      q: 'gold',
      sort: 'newest',
      page: 2,
    });
    expect(catalogueRequestOf(read(''))).toEqual({
      type: undefined,
      subType: undefined,
      q: undefined,
      sort: undefined,
      page: 1,
    });
  });

  test('the same search over the whole shop leaves the category and the page, keeps the words and order', () => {
    expect(
      wholeShopSearch(read('type=Jewelry&sub=Rings&open=1&q=jhumka&sort=price_asc&page=2')),
    ).toBe('/products?q=jhumka&sort=price_asc');
    expect(wholeShopSearch(read('type=Bags&q=%D8%AC%DA%BE%D9%85%DA%A9%D8%A7'))).toBe(
      '/products?q=%D8%AC%DA%BE%D9%85%DA%A9%D8%A7',
    );
  });
});
