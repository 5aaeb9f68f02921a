/**
 * The data each storefront page shows on its first render: what the server fetches before rendering the
 * page, so its HTML carries products, prices and pictures, and the browser starts with the same data
 * (dehydrated into the page) instead of asking again.
 */
import {
  matchRoute,
  STORE_PAGE_ROUTES,
  storePage,
  type QueryAddressedPage,
  type StorePageData,
  type StorePageName,
} from '@shop/domain/store-pages';
import type { FetchQueryOptions } from '@tanstack/react-query';
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

/** Each kind of data a page of the table is rendered with (decision 0036), from its address. */
const PAGE_DATA: Record<
  StorePageData,
  (params: Record<string, string>, search: URLSearchParams) => PageQuery[]
> = {
  home: () => [
    bannersQueryOptions(),
    cataloguePageQueryOptions(BEST_SELLERS_REQUEST),
    cataloguePageQueryOptions(BAGS_PROMO_REQUEST),
    cataloguePageQueryOptions(JEWELRY_PROMO_REQUEST),
  ],
  'catalogue-page': (_params, search) => [
    cataloguePageQueryOptions(catalogueRequestOf(readCatalogueParams(search))),
  ],
  product: ({ id }) => {
    const productId = parseProductId(id);
    if (productId === null) return [];
    return [
      productQueryOptions(productId),
      productReviewsQueryOptions(productId),
      relatedProductsQueryOptions(productId),
    ];
  },
  'cod-rules': () => [codRulesQueryOptions()],
};

/**
 * The queries of a page of the table at `url`: its own data, and the owner's settings, since every
 * storefront page's header and footer show the owner's WhatsApp number.
 */
export function storePageQueries(page: StorePageName, url: string): PageQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const { data } = storePage(page);
  const params = matchRoute(STORE_PAGE_ROUTES[page], pathname) ?? {};
  return [...(data ? PAGE_DATA[data](params, searchParams) : []), shopSettingsQueryOptions()];
}

/**
 * The address of a page whose query says what it shows, as the server renders and keeps it: only the
 * parameters it reads, in one order, so every spelling of the page shares one rendering.
 */
export function storePageAddress(page: QueryAddressedPage, url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const spelling: Record<QueryAddressedPage, () => URLSearchParams> = {
    catalogue: () => writeCatalogueParams(readCatalogueParams(searchParams)),
  };
  const query = spelling[page]().toString();
  return query ? `${pathname}?${query}` : pathname;
}
