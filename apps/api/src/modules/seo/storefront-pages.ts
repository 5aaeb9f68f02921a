/**
 * Which storefront page an address shows, described for search engines and link previews (issue #10).
 * The routes mirror the web app's (apps/web/src/app/store-routes.tsx).
 */
import { formatPaisa, toRupees } from '@shop/domain/money';
import {
  catalogueQuerySchema,
  type CatalogueQuery,
} from '@shop/domain/schemas/catalogue-query.schema';
import {
  BRAND_NAME,
  catalogueTitle,
  documentTitle,
  PAGE_TITLES,
  SITE_DESCRIPTION,
} from '@shop/domain/site';
import type { PageHead } from './page-head';
import type { ProductForPage } from './seo.repository';

export interface PageSources {
  /** The shop's address, without a trailing slash: 'https://zewar.pk'. */
  origin: string;
  productForPage(id: number): Promise<ProductForPage | undefined>;
}

/** A preview shows about this much of a description. */
const DESCRIPTION_MAX = 160;
/** The largest id a product can have (a serial is a 32-bit integer). */
const ID_MAX = 2_147_483_647;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function simplePage(title: string, origin: string, path: string, extra: Partial<PageHead> = {}) {
  return {
    status: 200,
    title: documentTitle(title),
    previewTitle: `${title} | ${BRAND_NAME}`,
    description: SITE_DESCRIPTION,
    canonical: `${origin}${path}`,
    jsonLd: [],
    ...extra,
  } satisfies PageHead;
}

function notFound(): PageHead {
  return {
    status: 404,
    title: documentTitle(PAGE_TITLES.notFound),
    previewTitle: PAGE_TITLES.notFound,
    description: SITE_DESCRIPTION,
    noindex: true,
    jsonLd: [],
  };
}

function breadcrumbs(origin: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

function home(origin: string): PageHead {
  return simplePage(PAGE_TITLES.home, origin, '/', {
    previewTitle: BRAND_NAME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: BRAND_NAME,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: BRAND_NAME,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}/products?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
}

/** The catalogue: its canonical address keeps the category and page, not the search or the sort. */
function catalogue(origin: string, search: URLSearchParams): PageHead {
  const parsed = catalogueQuerySchema.safeParse(Object.fromEntries(search));
  // A bad parameter (the app says so on the page) leaves the plain catalogue's address.
  const {
    type,
    sub_type: subType,
    q,
    page,
  }: Partial<CatalogueQuery> = parsed.success ? parsed.data : {};
  const canonical = new URLSearchParams();
  if (subType) canonical.set('sub_type', subType);
  else if (type) canonical.set('type', type);
  if (page && page > 1) canonical.set('page', String(page));
  const path = canonical.size > 0 ? `/products?${canonical}` : '/products';
  const section = subType ?? type;
  const trail = [
    { name: BRAND_NAME, path: '/' },
    { name: PAGE_TITLES.catalogue, path: '/products' },
  ];
  if (section) trail.push({ name: section, path });
  return simplePage(q ? catalogueTitle(q) : (section ?? PAGE_TITLES.catalogue), origin, path, {
    description: section
      ? `${section} at ${BRAND_NAME}. ${SITE_DESCRIPTION}`
      : `Shop every piece of jewelry and every bag at ${BRAND_NAME}. ${SITE_DESCRIPTION}`,
    // A search's results are not a page of their own.
    noindex: Boolean(q),
    jsonLd: [breadcrumbs(origin, trail)],
  });
}

async function product(origin: string, id: number, sources: PageSources): Promise<PageHead> {
  const found = await sources.productForPage(id);
  if (!found) return notFound();
  const url = `${origin}/product/${found.id}`;
  const image = found.images[0]
    ? `${origin}/api/public/image/${encodeURIComponent(found.images[0])}`
    : undefined;
  const price = toRupees(found.discountedPrice).toFixed(2);
  const description = shorten(`${formatPaisa(found.discountedPrice)}. ${found.description}`);
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: found.title,
    description: shorten(found.description),
    url,
    category: found.type,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PKR',
      price,
      availability:
        found.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (image) productData.image = [image];
  if (found.reviewCount > 0 && found.rating !== null) {
    productData.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: found.rating,
      reviewCount: found.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    status: 200,
    title: documentTitle(found.title),
    previewTitle: found.title,
    description,
    canonical: url,
    image,
    product: { price, currency: 'PKR' },
    jsonLd: [
      productData,
      breadcrumbs(origin, [
        { name: BRAND_NAME, path: '/' },
        { name: PAGE_TITLES.catalogue, path: '/products' },
        { name: found.type, path: `/products?type=${encodeURIComponent(found.type)}` },
        { name: found.title, path: `/product/${found.id}` },
      ]),
    ],
  };
}

/**
 * Which page a path names, known without the database (a product's may still turn out not to exist).
 * The routes mirror the web app's (apps/web/src/app/store-routes.tsx).
 */
export type PageRoute =
  | {
      page:
        | 'home'
        | 'catalogue'
        | 'contact'
        | 'checkout'
        | 'order'
        | 'track-order'
        | 'sign-in'
        | 'back-office';
    }
  | { page: 'product'; id: number }
  | { page: 'not-found' };

export function pageRoute(pathname: string): PageRoute {
  if (pathname === '/') return { page: 'home' };
  if (pathname === '/products') return { page: 'catalogue' };
  if (pathname === '/contact-us') return { page: 'contact' };
  if (pathname === '/checkout') return { page: 'checkout' };
  if (pathname.startsWith('/order/')) return { page: 'order' };
  if (pathname === '/track-order') return { page: 'track-order' };
  if (pathname === '/login') return { page: 'sign-in' };
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return { page: 'back-office' };
  const productId = /^\/product\/(\d{1,10})$/.exec(pathname)?.[1];
  if (productId && Number(productId) <= ID_MAX) return { page: 'product', id: Number(productId) };
  return { page: 'not-found' };
}

export async function describePage(
  pathname: string,
  search: URLSearchParams,
  sources: PageSources,
): Promise<PageHead> {
  const { origin } = sources;
  const route = pageRoute(pathname);
  switch (route.page) {
    case 'home':
      return home(origin);
    case 'catalogue':
      return catalogue(origin, search);
    case 'contact':
      return simplePage(PAGE_TITLES.contact, origin, pathname);
    case 'checkout':
      return simplePage(PAGE_TITLES.checkout, origin, pathname, { noindex: true });
    // An order's private tracking page: for whoever holds the link, never in search results.
    case 'order':
      return simplePage(PAGE_TITLES.order, origin, '/', { noindex: true });
    case 'track-order':
      return simplePage(PAGE_TITLES.trackOrder, origin, pathname, {
        description: `Find your ${BRAND_NAME} order with its number and your phone.`,
      });
    // The back office and its sign-in: the app's own pages, never in search results.
    case 'sign-in':
    case 'back-office':
      return { ...simplePage(BRAND_NAME, origin, pathname), title: BRAND_NAME, noindex: true };
    case 'product':
      return product(origin, route.id, sources);
    case 'not-found':
      return notFound();
  }
}
