/**
 * The data each storefront page shows on its first render: what the server fetches before rendering the
 * page, so its HTML carries products, prices and pictures, and the browser starts with the same data
 * (dehydrated into the page) instead of asking again.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { cataloguePageQueryOptions } from '../features/store/catalogue/api/get-catalogue-page';
import {
  catalogueRequestOf,
  readCatalogueParams,
  writeCatalogueParams,
} from '../features/store/catalogue/catalogue-search-params';
import { codRulesQueryOptions } from '../features/store/checkout/api/get-cod-rules';
import { bannersQueryOptions } from '../features/store/home/api/get-banners';
import {
  BAGS_PROMO_REQUEST,
  BEST_SELLERS_REQUEST,
  JEWELRY_PROMO_REQUEST,
} from '../features/store/home/home-queries';
import { productQueryOptions } from '../features/store/product/api/get-product';
import { relatedProductsQueryOptions } from '../features/store/product/api/get-related-products';
import { parseProductId } from '../features/store/product/product-id';
import { productReviewsQueryOptions } from '../features/store/reviews/api/get-product-reviews';
import { shopSettingsQueryOptions } from '../features/store/shop-settings/api/get-shop-settings';

// The options' data types differ; the prefetch only needs each one's key and function.
type PageQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Every storefront page's header and footer show the owner's WhatsApp number (Shop settings), so it is
 * read with each page's own data.
 */
export function storePageQueries(pathname: string, search: URLSearchParams): PageQuery[] {
  return [...pageOwnQueries(pathname, search), shopSettingsQueryOptions()];
}

function pageOwnQueries(pathname: string, search: URLSearchParams): PageQuery[] {
  if (pathname === '/') {
    return [
      bannersQueryOptions(),
      cataloguePageQueryOptions(BEST_SELLERS_REQUEST),
      cataloguePageQueryOptions(BAGS_PROMO_REQUEST),
      cataloguePageQueryOptions(JEWELRY_PROMO_REQUEST),
    ];
  }
  if (pathname === '/products') {
    return [cataloguePageQueryOptions(catalogueRequestOf(readCatalogueParams(search)))];
  }
  // The checkout's totals show the owner's COD fee and rounding from the first paint.
  if (pathname === '/checkout') return [codRulesQueryOptions()];
  const product = matchPath('/product/:id', pathname);
  if (product) {
    const id = parseProductId(product.params.id);
    if (id === null) return [];
    return [
      productQueryOptions(id),
      productReviewsQueryOptions(id),
      relatedProductsQueryOptions(id),
    ];
  }
  return [];
}

/**
 * The address a storefront page is rendered from: its path and only the parameters it reads, in one
 * order, so every spelling of a page shares one rendering. Undefined for pages rendered in the browser:
 * the back office, the sign-in page, and an order's private tracking page (a rendering kept in the
 * shared page cache would show a status that staff have changed since).
 */
export function storePageAddress(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  if (pathname === '/login' || pathname === '/v1' || pathname.startsWith('/v1/')) return undefined;
  if (pathname.startsWith('/order/')) return undefined;
  if (pathname !== '/products') return pathname;
  const query = writeCatalogueParams(readCatalogueParams(searchParams)).toString();
  return query ? `${pathname}?${query}` : pathname;
}
