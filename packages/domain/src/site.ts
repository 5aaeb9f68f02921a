/** The shop's name and how its pages are titled: the browser tab and the server's HTML say the same. */
export const BRAND_NAME = 'Zewar & Bags';
export const SITE_DESCRIPTION = 'Jewelry and bags, delivered across Pakistan. Cash on delivery.';

/** '<page> | Zewar & Bags', or the shop's name alone. */
export function documentTitle(page: string | null): string {
  return page ? `${page} | ${BRAND_NAME}` : BRAND_NAME;
}

/** The storefront's page titles that both the server and the browser set. */
export const PAGE_TITLES = {
  home: 'Jewelry and bags',
  catalogue: 'Shop',
  contact: 'Contact Us',
  checkout: 'Checkout',
  order: 'Your order',
  trackOrder: 'Track your order',
  cartLink: 'Your cart',
  notFound: 'Page not found',
} as const;

/** The descriptions of the pages that have one of their own, rather than SITE_DESCRIPTION. */
export const PAGE_DESCRIPTIONS = {
  trackOrder: `Find your ${BRAND_NAME} order with its number and your phone.`,
} as const;

/** The catalogue's title: the search when there is one. */
export function catalogueTitle(q: string | null | undefined): string {
  return q ? `Search: ${q}` : PAGE_TITLES.catalogue;
}
