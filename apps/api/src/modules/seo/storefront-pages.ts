/**
 * The storefront's pages, one row each: the paths it answers, the web app's module of the page (whose
 * code the loader asks for with the entry, page-code.ts), the one rendering every address of it shares
 * when there is one, and its head for search engines and link previews (storefront-heads.ts). Adding a
 * page to the web app's routes (apps/web/src/app/store-routes.tsx) is adding its row here.
 */
import { BRAND_NAME, PAGE_TITLES } from '@shop/domain/site';
import type { PageHead } from './page-head';
import {
  catalogueHead,
  homeHead,
  notFoundHead,
  productHead,
  simpleHead,
  type PageSources,
} from './storefront-heads';

export type { PageSources } from './storefront-heads';

/** The address a row describes: its path, its query and, on a product's page, the product's id. */
interface PageAddress {
  pathname: string;
  search: URLSearchParams;
  id?: number;
}

interface StorefrontPage {
  page: string;
  /** The paths it answers, as the web app's route; a record's id is the group named `id`. */
  path: RegExp;
  /** The page's module in the web build's manifest; absent for the pages the browser renders. */
  module?: string;
  /**
   * The address whose one rendering answers every address of the page: the pages the browser renders
   * (a rendering kept in the shared cache must not show one order's or one person's state) and the
   * not-found page. Absent where the address says what the page shows.
   */
  sharedRendering?: string;
  head(address: PageAddress, origin: string, sources: PageSources): PageHead | Promise<PageHead>;
}

/** The largest id a record can have (a serial is a 32-bit integer). */
const ID_MAX = 2_147_483_647;

/** Checked in order: the first row whose path matches is the page; the last matches every path. */
export const STOREFRONT_PAGES = [
  {
    page: 'home',
    path: /^\/$/,
    module: 'src/features/store/home/home-page.tsx',
    head: (_address, origin) => homeHead(origin),
  },
  {
    page: 'catalogue',
    path: /^\/products$/,
    module: 'src/features/store/catalogue/catalogue-page.tsx',
    head: ({ search }, origin) => catalogueHead(origin, search),
  },
  {
    page: 'product',
    path: /^\/product\/(?<id>\d{1,10})$/,
    module: 'src/features/store/product/product-page.tsx',
    head: ({ id }, origin, sources) =>
      id === undefined ? notFoundHead() : productHead(origin, id, sources),
  },
  {
    page: 'checkout',
    path: /^\/checkout$/,
    module: 'src/features/store/checkout/checkout-page.tsx',
    head: ({ pathname }, origin) =>
      simpleHead(PAGE_TITLES.checkout, origin, pathname, { noindex: true }),
  },
  {
    page: 'contact',
    path: /^\/contact-us$/,
    module: 'src/features/store/contact/contact-page.tsx',
    head: ({ pathname }, origin) => simpleHead(PAGE_TITLES.contact, origin, pathname),
  },
  {
    page: 'track-order',
    path: /^\/track-order$/,
    module: 'src/features/store/orders/track-order-page.tsx',
    head: ({ pathname }, origin) =>
      simpleHead(PAGE_TITLES.trackOrder, origin, pathname, {
        description: `Find your ${BRAND_NAME} order with its number and your phone.`,
      }),
  },
  // An order's private tracking page: for whoever holds the link, never in search results.
  {
    page: 'order',
    path: /^\/order\//,
    sharedRendering: '/order/',
    head: (_address, origin) => simpleHead(PAGE_TITLES.order, origin, '/', { noindex: true }),
  },
  // A reminder's link that puts a left checkout's cart back (issue #30): private, never in search.
  {
    page: 'cart-link',
    path: /^\/cart\//,
    sharedRendering: '/cart/',
    head: (_address, origin) => simpleHead(PAGE_TITLES.cartLink, origin, '/', { noindex: true }),
  },
  // The back office and its sign-in: the app's own pages, never in search results.
  {
    page: 'sign-in',
    path: /^\/login$/,
    sharedRendering: '/login',
    head: ({ pathname }, origin) => appPageHead(origin, pathname),
  },
  {
    page: 'back-office',
    path: /^\/v1(?:\/|$)/,
    sharedRendering: '/v1',
    head: ({ pathname }, origin) => appPageHead(origin, pathname),
  },
  {
    page: 'not-found',
    path: /^/,
    module: 'src/features/store/not-found/not-found-page.tsx',
    // An address no page has: every address without a page is answered by its one rendering.
    sharedRendering: '/_not-found',
    head: () => notFoundHead(),
  },
] as const satisfies readonly StorefrontPage[];

function appPageHead(origin: string, pathname: string): PageHead {
  return { ...simpleHead(BRAND_NAME, origin, pathname), title: BRAND_NAME, noindex: true };
}

export type StorefrontPageName = (typeof STOREFRONT_PAGES)[number]['page'];

/** Which page a path names, known without the database (a product's may still turn out not to exist). */
export interface PageRoute {
  row: StorefrontPage & { page: StorefrontPageName };
  id?: number;
}

export function pageRoute(pathname: string): PageRoute {
  for (const row of STOREFRONT_PAGES) {
    const match = row.path.exec(pathname);
    if (!match) continue;
    const id = match.groups?.id;
    if (id === undefined) return { row };
    if (Number(id) <= ID_MAX) return { row, id: Number(id) };
  }
  // Unreachable: the last row matches every path.
  throw new Error(`No storefront page for ${pathname}`);
}

export function describePage(
  pathname: string,
  search: URLSearchParams,
  sources: PageSources,
): PageHead | Promise<PageHead> {
  const { row, id } = pageRoute(pathname);
  return row.head({ pathname, search, id }, sources.origin, sources);
}
