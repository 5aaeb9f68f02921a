/**
 * Every page of the table of storefront pages (decision 0036) has its head: a title, and noindex
 * exactly where the table keeps the page out of search results.
 */
import {
  matchStorePage,
  pageIsIndexed,
  STORE_PAGE_NAMES,
  STORE_PAGE_ROUTES,
} from '@shop/domain/store-pages';
import { describe, expect, it } from 'vitest';
import type { ProductForPage } from './seo.repository';
import { describePage } from './storefront-pages';

const ring: ProductForPage = {
  id: 7,
  title: 'Kundan ring',
  description: 'A bridal ring.',
  price: 250_000,
  discountedPrice: 199_950,
  quantity: 3,
  type: 'Jewelry',
  images: [],
  reviewCount: 0,
  rating: null,
};
const sources = {
  origin: 'https://zewar.example',
  productForPage: async (id: number) => (id === ring.id ? ring : undefined),
};

/** An address of each route: its parameters filled in, its rest made up. */
const exampleOf = (route: string) =>
  route
    .replace(':id', String(ring.id))
    .replace(/:\w+/, 'a'.repeat(64))
    .replace('*', 'no-such-page');

describe('the head of every page of the table', () => {
  it.each(STORE_PAGE_NAMES)('%s', async (page) => {
    const pathname = exampleOf(STORE_PAGE_ROUTES[page]);
    expect(matchStorePage(pathname).page).toBe(page);
    const head = await describePage(page, pathname, new URLSearchParams(), sources);
    expect(head.title).toMatch(/Zewar & Bags$/);
    expect(Boolean(head.noindex)).toBe(!pageIsIndexed(page));
    // A link's secret never goes into its canonical address.
    expect(head.canonical ?? '').not.toContain('a'.repeat(64));
  });
});
