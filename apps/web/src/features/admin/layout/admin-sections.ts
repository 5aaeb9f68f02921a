/** The back office's sections (spec §2 'Admin layout'), in sidebar order, and the paths each one owns. */

/** Where sign-in lands and /v1 leads (spec §2): the products, though the dashboard is listed first. */
export const ADMIN_HOME_PATH = '/v1/products/detail';
export const DASHBOARD_PATH = '/v1/dashboard';

export interface AdminSection {
  id: string;
  label: string;
  path: string;
  /** Other paths (forms) that belong to the section, so it stays highlighted on them. */
  prefixes: readonly string[];
}

const PRODUCTS_SECTION: AdminSection = {
  id: 'products',
  label: 'Products',
  path: ADMIN_HOME_PATH,
  prefixes: ['/v1/products', '/v1/add-products-detail', '/v1/edit-products-detail'],
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  // The owner's overview (issue #12), first in the list.
  { id: 'dashboard', label: 'Dashboard', path: DASHBOARD_PATH, prefixes: [DASHBOARD_PATH] },
  PRODUCTS_SECTION,
  {
    id: 'banner',
    label: 'Banner',
    path: '/v1/banner',
    prefixes: ['/v1/banner', '/v1/add-banner', '/v1/edit-banner'],
  },
  { id: 'contacts', label: 'Contacts', path: '/v1/contacts', prefixes: ['/v1/contacts'] },
  { id: 'reviews', label: 'Reviews', path: '/v1/reviews', prefixes: ['/v1/reviews'] },
  { id: 'orders', label: 'Shipping', path: '/v1/shipping', prefixes: ['/v1/shipping'] },
  { id: 'coupon', label: 'Coupon', path: '/v1/coupon', prefixes: ['/v1/coupon'] },
  { id: 'carts', label: 'Carts', path: '/v1/checkout', prefixes: ['/v1/checkout'] },
  // Cash from couriers (issue #29): payment reports, what each courier owes, every difference.
  {
    id: 'settlements',
    label: 'Settlements',
    path: '/v1/settlements',
    prefixes: ['/v1/settlements'],
  },
  // The storefront's texts for cash-on-delivery shoppers (issue #26).
  { id: 'settings', label: 'Shop settings', path: '/v1/settings', prefixes: ['/v1/settings'] },
  // The WhatsApp and SMS texts sent to shoppers (issue #30).
  { id: 'messages', label: 'Messages', path: '/v1/messages', prefixes: ['/v1/messages'] },
];

/** The section a path belongs to; products when none matches (the spec's default). */
export function sectionForPath(pathname: string): AdminSection {
  const match = ADMIN_SECTIONS.find((section) =>
    section.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return match ?? PRODUCTS_SECTION;
}
