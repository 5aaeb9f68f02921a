/**
 * The pages the server answers with the web app, one row each (issue #25, decision 0036): the route,
 * where it is rendered and from which address, the data it is rendered with, how its title and meta
 * are made, and what search engines may do with it. The web app's router, its server renderer's page
 * data, and the server's page heads, robots.txt and sitemap.xml all read this table; the back office
 * and its sign-in are rows too, since the server answers their addresses with the app and a head.
 *
 * The web app's route tree spells each route again, checked by the compiler against this table
 * (LayoutRoute, StorePageRoute) and by a unit test (every page has its route, every route is a page's):
 * the browser's bundle then carries the routes as it always did and nothing of this module, whose
 * values (module paths, head names, search rules) are the server's.
 */
import type { PAGE_DESCRIPTIONS, PAGE_TITLES } from './site';

/**
 * Each page's route, as React Router spells it. `:id` is a record's id; any other `:name` is one
 * segment; `*` is the rest of the address. The order is the order rows are matched in (the last
 * matches every address) and the order of robots.txt's and sitemap.xml's lines.
 */
export const STORE_PAGE_ROUTES = {
  'back-office': '/v1/*',
  'sign-in': '/login',
  home: '/',
  catalogue: '/products',
  contact: '/contact-us',
  product: '/product/:id',
  checkout: '/checkout',
  'track-order': '/track-order',
  order: '/order/:token',
  'cart-link': '/cart/:token',
  'not-found': '/*',
} as const;

export type StorePageName = keyof typeof STORE_PAGE_ROUTES;

/** A page's route. */
export type StorePageRoute<P extends StorePageName> = (typeof STORE_PAGE_ROUTES)[P];
/** A page's route as a route of the storefront's layout spells it: relative, without the first '/'. */
export type LayoutRoute<P extends StorePageName> =
  StorePageRoute<P> extends `/${infer Relative}` ? Relative : never;

/**
 * What search engines may do with a page: 'listed' in sitemap.xml (and indexed); 'indexed' when found,
 * not listed; 'noindex' in its head; 'disallowed' in robots.txt as well as noindex in its head.
 */
export type PageSearch = 'listed' | 'indexed' | 'noindex' | 'disallowed';

/**
 * The head of a page whose title and meta are fixed: its title and, when it is not the shop's, its
 * description, by their names in site.ts (the browser's bundle reads the routes from this module, and
 * a value read from another module would stay in it); and its canonical address: its own, or the home
 * page's where its address holds a secret (an order's or a cart's link).
 */
export interface FixedHead {
  title: keyof typeof PAGE_TITLES;
  description?: keyof typeof PAGE_DESCRIPTIONS;
  canonical?: 'home';
}

/** The heads the server makes from the address or the data (apps/api/src/modules/seo/storefront-heads.ts). */
export type MadeHead = 'home' | 'catalogue' | 'product' | 'app' | 'not-found';

export interface StorePage {
  /**
   * 'server': the page's HTML comes rendered with its data (decision 0009); 'browser': the server sends
   * the app and a head, and the browser renders the page (the back office, an order's page, whose
   * status staff change behind a shared rendering, and a cart link, which the browser reads first).
   */
  rendered: 'server' | 'browser';
  /**
   * The address whose one rendering answers it: 'path' where the path alone says what the page shows,
   * 'query' where its query does too (the catalogue's filters: the web's server bundle writes its one
   * spelling), 'shared' for one rendering of every address of the page (sharedAddress).
   */
  address: 'path' | 'query' | 'shared';
  /** The page's module in the web build's manifest, whose code the loader asks for with the entry. */
  module?: string;
  /** The data the server renders it with, beyond the shop's settings every page shows (store-page-queries.ts). */
  data?: 'home' | 'catalogue-page' | 'product' | 'cod-rules';
  head: FixedHead | MadeHead;
  search: PageSearch;
}

export const STORE_PAGES = {
  'back-office': {
    rendered: 'browser',
    address: 'shared',
    head: 'app',
    search: 'disallowed',
  },
  'sign-in': { rendered: 'browser', address: 'shared', head: 'app', search: 'disallowed' },
  home: {
    rendered: 'server',
    address: 'path',
    module: 'src/features/store/home/home-page.tsx',
    data: 'home',
    head: 'home',
    search: 'listed',
  },
  catalogue: {
    rendered: 'server',
    address: 'query',
    module: 'src/features/store/catalogue/catalogue-page.tsx',
    data: 'catalogue-page',
    // Its title is the category or the search; a search's results are noindex.
    head: 'catalogue',
    search: 'listed',
  },
  contact: {
    rendered: 'server',
    address: 'path',
    module: 'src/features/store/contact/contact-page.tsx',
    head: { title: 'contact' },
    search: 'listed',
  },
  product: {
    rendered: 'server',
    address: 'path',
    module: 'src/features/store/product/product-page.tsx',
    data: 'product',
    head: 'product',
    search: 'listed',
  },
  checkout: {
    rendered: 'server',
    address: 'path',
    module: 'src/features/store/checkout/checkout-page.tsx',
    // The totals show the owner's COD fee and rounding from the first paint.
    data: 'cod-rules',
    head: { title: 'checkout' },
    search: 'disallowed',
  },
  'track-order': {
    rendered: 'server',
    address: 'path',
    module: 'src/features/store/orders/track-order-page.tsx',
    head: { title: 'trackOrder', description: 'trackOrder' },
    search: 'indexed',
  },
  // An order's private tracking page: for whoever holds the link, never in search results.
  order: {
    rendered: 'browser',
    address: 'shared',
    head: { title: 'order', canonical: 'home' },
    search: 'disallowed',
  },
  // A reminder's link that puts a left checkout's cart back (issue #30): private, never in search.
  // In the browser: a shared rendering of '/cart/' is the router's not-found page (decision 0036).
  'cart-link': {
    rendered: 'browser',
    address: 'shared',
    head: { title: 'cartLink', canonical: 'home' },
    search: 'noindex',
  },
  'not-found': {
    rendered: 'server',
    address: 'shared',
    module: 'src/features/store/not-found/not-found-page.tsx',
    head: 'not-found',
    search: 'noindex',
  },
} as const satisfies Record<StorePageName, StorePage>;

type Pages = typeof STORE_PAGES;
type PagesWhere<Shape> = {
  [P in StorePageName]: Pages[P] extends Shape ? P : never;
}[StorePageName];

/** The pages whose HTML the web's server bundle renders. */
export type ServerRenderedPage = PagesWhere<{ rendered: 'server' }>;
/** The pages whose query says what they show. */
export type QueryAddressedPage = PagesWhere<{ address: 'query' }>;
/** The pages in sitemap.xml. */
export type ListedPage = PagesWhere<{ search: 'listed' }>;
/** The data the server renders pages with. */
export type StorePageData = NonNullable<StorePage['data']>;

/** Every page, in the table's order. */
export const STORE_PAGE_NAMES = /* @__PURE__ */ Object.keys(STORE_PAGE_ROUTES) as StorePageName[];

/** A page's row, as the general shape (the table's own type knows each row's literal values). */
export const storePage = (page: StorePageName): StorePage => STORE_PAGES[page];

export function isServerRendered(page: StorePageName): page is ServerRenderedPage {
  return storePage(page).rendered === 'server';
}

export function isQueryAddressed(page: StorePageName): page is QueryAddressedPage {
  return storePage(page).address === 'query';
}

export function isListed(page: StorePageName): page is ListedPage {
  return storePage(page).search === 'listed';
}

/** Whether search engines may index the page: a catalogue's search results still say noindex. */
export function pageIsIndexed(page: StorePageName): boolean {
  const { search } = storePage(page);
  return search === 'listed' || search === 'indexed';
}

/** The address no page has: where the not-found page's one rendering is made. */
const NOT_FOUND_ADDRESS = '/_not-found';

/**
 * What every address of a page starts with: its route up to its first parameter ('/order/'), or
 * without its trailing '/*' ('/v1', which the route matches too). robots.txt disallows it, and it
 * is the address of a page's shared rendering.
 */
export function routePrefix(page: StorePageName): string {
  const route: string = STORE_PAGE_ROUTES[page];
  const parameter = route.search(/[:*]/);
  if (parameter === -1) return route;
  const prefix = route.slice(0, parameter);
  return route.endsWith('/*') && prefix.length > 1 ? prefix.slice(0, -1) : prefix;
}

/** The address whose one rendering answers every address of a 'shared' page. */
export function sharedAddress(page: StorePageName): string {
  return STORE_PAGE_ROUTES[page] === '/*' ? NOT_FOUND_ADDRESS : routePrefix(page);
}

/** The largest id a record can have (a serial is a 32-bit integer). */
const ID_MAX = 2_147_483_647;

function matchSegment(pattern: string, segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  if (pattern === ':id') {
    // Read as a number: '/product/007' is product 7's page.
    return /^\d{1,10}$/.test(segment) && Number(segment) <= ID_MAX
      ? String(Number(segment))
      : undefined;
  }
  if (pattern.startsWith(':')) return segment === '' ? undefined : segment;
  return pattern === segment ? segment : undefined;
}

/**
 * A route's parameters in a path, or undefined when it does not match. Stricter than the browser's
 * router: the case as written and no trailing '/', so every page has one spelling; the others are the
 * not-found page's.
 */
export function matchRoute(route: string, pathname: string): Record<string, string> | undefined {
  const patterns = route.split('/').slice(1);
  const segments = pathname.split('/').slice(1);
  const params: Record<string, string> = {};
  for (const [index, pattern] of patterns.entries()) {
    if (pattern === '*') return params;
    const value = matchSegment(pattern, segments[index]);
    if (value === undefined) return undefined;
    if (pattern.startsWith(':')) params[pattern.slice(1)] = value;
  }
  return segments.length === patterns.length ? params : undefined;
}

/** A page's path with its route's parameters filled in: pagePath('product', { id: '7' }). */
export function pagePath(page: StorePageName, params: Record<string, string>): string {
  return STORE_PAGE_ROUTES[page].replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
}

export interface StorePageMatch {
  page: StorePageName;
  params: Record<string, string>;
}

/** Which page a path shows: the first row whose route matches; the last matches every path. */
export function matchStorePage(pathname: string): StorePageMatch {
  for (const [page, route] of Object.entries(STORE_PAGE_ROUTES) as [StorePageName, string][]) {
    const params = matchRoute(route, pathname);
    if (params) return { page, params };
  }
  // Unreachable: the last route matches every path.
  throw new Error(`No storefront page for ${pathname}`);
}

/** A page as the web's server bundle renders it: the markup, its head and its data. */
export interface RenderedStorePage {
  /** The markup that goes inside #root. */
  html: string;
  /** What goes in the head: the preload of the page's main image and the CSS this markup uses. */
  head: string;
  /** The data the page was rendered from, as a <script type="application/json"> for hydration. */
  state: string;
}

/**
 * What the web's server bundle (apps/web/src/entry-server.tsx, built into dist-server) gives the API,
 * which loads it at start. `Transport` is fetch's signature (the API answers the page's calls
 * in-process), which this package, without the DOM's types, leaves to each side to name.
 */
export interface StorePageRenderer<Transport> {
  /** The one spelling of a query-addressed page's address: only the parameters it reads, in one order. */
  pageAddress(page: QueryAddressedPage, url: string): string;
  /** The page's HTML at `url`, with the data the table says it is rendered with. */
  renderStorePage(
    page: ServerRenderedPage,
    url: string,
    transport: Transport,
  ): Promise<RenderedStorePage>;
}
