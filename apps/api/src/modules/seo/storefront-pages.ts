/**
 * The head of each page of the table of storefront pages (packages/domain/src/store-pages.ts, decision
 * 0036): a fixed head from its row's title, or the one its row names made from the address or the
 * data (storefront-heads.ts); noindex wherever the row keeps the page out of search results.
 */
import { BRAND_NAME, PAGE_DESCRIPTIONS, PAGE_TITLES } from '@shop/domain/site';
import {
  matchRoute,
  pageIsIndexed,
  STORE_PAGE_ROUTES,
  storePage,
  type MadeHead,
  type StorePageName,
} from '@shop/domain/store-pages';
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

/** The address a head describes: its path, its query and its route's parameters. */
interface PageAddress {
  pathname: string;
  search: URLSearchParams;
  params: Record<string, string>;
}

type HeadMaker = (
  address: PageAddress,
  origin: string,
  sources: PageSources,
) => PageHead | Promise<PageHead>;

const MADE_HEADS: Record<MadeHead, HeadMaker> = {
  home: (_address, origin) => homeHead(origin),
  catalogue: ({ search }, origin) => catalogueHead(origin, search),
  product: ({ params }, origin, sources) =>
    params.id === undefined ? notFoundHead() : productHead(origin, Number(params.id), sources),
  // The back office and its sign-in: the app's own pages, never in search results.
  app: ({ pathname }, origin) => ({
    ...simpleHead(BRAND_NAME, origin, pathname),
    title: BRAND_NAME,
    noindex: true,
  }),
  'not-found': () => notFoundHead(),
};

export function describePage(
  page: StorePageName,
  pathname: string,
  search: URLSearchParams,
  sources: PageSources,
): PageHead | Promise<PageHead> {
  const { head } = storePage(page);
  const params = matchRoute(STORE_PAGE_ROUTES[page], pathname) ?? {};
  if (typeof head === 'string') {
    return MADE_HEADS[head]({ pathname, search, params }, sources.origin, sources);
  }
  const { title, description, canonical } = head;
  return simpleHead(PAGE_TITLES[title], sources.origin, canonical === 'home' ? '/' : pathname, {
    ...(description === undefined ? {} : { description: PAGE_DESCRIPTIONS[description] }),
    ...(pageIsIndexed(page) ? {} : { noindex: true }),
  });
}
