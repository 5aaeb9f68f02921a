import { queryKeys } from '../../../lib/query-keys';

/**
 * The back office's cache entries, nested under each resource's `all` key so that a mutation anywhere
 * (invalidate `queryKeys.x.all`) refreshes them, yet separate from the storefront's entries, which may
 * hold the same resource in another shape.
 */
const SETTLEMENTS = ['admin', 'settlements'] as const;

export const adminKeys = {
  session: () => ['admin', 'session'] as const,
  /** Figures across orders and products, read fresh on every visit rather than invalidated. */
  dashboard: (lowStockBelow: number) => ['admin', 'dashboard', lowStockBelow] as const,
  /** Products to recount (decision 0024): under products, so a stock change anywhere refreshes it. */
  recount: () => [...queryKeys.products.all, 'admin', 'recount'] as const,
  products: () => [...queryKeys.products.all, 'admin', 'list'] as const,
  product: (id: number) => [...queryKeys.products.all, 'admin', 'detail', id] as const,
  /** Under products: a change to a product or its stock refreshes its variants' ledgers. */
  stockMovements: (variantId: number, page: number) =>
    [...queryKeys.products.all, 'admin', 'stock', variantId, page] as const,
  /** Under products: a discount put on or taken off changes the products' prices. */
  discounts: () => [...queryKeys.products.all, 'admin', 'discounts'] as const,
  /** Under products: a group of search words changes what the catalogue's searches find. */
  searchSynonyms: () => [...queryKeys.products.all, 'admin', 'search-synonyms'] as const,
  banners: () => [...queryKeys.banners.all, 'admin', 'list'] as const,
  coupons: () => [...queryKeys.coupons.all, 'admin', 'list'] as const,
  contacts: () => [...queryKeys.contacts.all, 'admin', 'list'] as const,
  reviews: () => [...queryKeys.reviews.all, 'admin', 'list'] as const,
  orders: () => [...queryKeys.orders.all, 'admin', 'list'] as const,
  order: (id: number) => [...queryKeys.orders.all, 'admin', 'detail', id] as const,
  carts: () => [...queryKeys.carts.all, 'admin', 'list'] as const,
  shopSettings: () => [...queryKeys.shopSettings.all, 'admin'] as const,
  /** Cash from couriers (issue #29): an import or a fetch refreshes the summary, differences and imports. */
  settlements: {
    all: SETTLEMENTS,
    summary: () => [...SETTLEMENTS, 'summary'] as const,
    differences: (courier: string, page: number) =>
      [...SETTLEMENTS, 'differences', courier, page] as const,
    imports: (page: number) => [...SETTLEMENTS, 'imports', page] as const,
  },
  /** Under the checkout's rules: a save refreshes this tab's checkout too. */
  codRules: () => [...queryKeys.codRules.all, 'admin'] as const,
  /** The owner's WhatsApp and SMS templates (issue #30). */
  messageTemplates: () => ['admin', 'message-templates'] as const,
  /** Under the order: a change of status writes messages. */
  orderMessages: (id: number) =>
    [...queryKeys.orders.all, 'admin', 'detail', id, 'messages'] as const,
};
