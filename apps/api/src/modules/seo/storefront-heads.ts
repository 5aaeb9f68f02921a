/**
 * What a storefront page tells search engines and link previews (issue #10): its title, description,
 * canonical address, whether it is indexed, and its JSON-LD. Which page an address shows, and which of
 * these heads it has, is the table of storefront pages (packages/domain/src/store-pages.ts).
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

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function simpleHead(
  title: string,
  origin: string,
  path: string,
  extra: Partial<PageHead> = {},
) {
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

export function notFoundHead(): PageHead {
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

export function homeHead(origin: string): PageHead {
  return simpleHead(PAGE_TITLES.home, origin, '/', {
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
export function catalogueHead(origin: string, search: URLSearchParams): PageHead {
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
  return simpleHead(q ? catalogueTitle(q) : (section ?? PAGE_TITLES.catalogue), origin, path, {
    description: section
      ? `${section} at ${BRAND_NAME}. ${SITE_DESCRIPTION}`
      : `Shop every piece of jewelry and every bag at ${BRAND_NAME}. ${SITE_DESCRIPTION}`,
    // A search's results are not a page of their own.
    noindex: Boolean(q),
    jsonLd: [breadcrumbs(origin, trail)],
  });
}

export async function productHead(
  origin: string,
  id: number,
  sources: PageSources,
): Promise<PageHead> {
  const found = await sources.productForPage(id);
  if (!found) return notFoundHead();
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
