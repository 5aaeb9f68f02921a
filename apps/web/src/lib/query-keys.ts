/** One key factory per resource: mutations invalidate `keys.x.all` and every query under it refreshes. */
export const queryKeys = {
  products: {
    all: ['products'] as const,
    list: () => [...queryKeys.products.all, 'list'] as const,
    /** A catalogue page, keyed by its query string. */
    page: (query: string) => [...queryKeys.products.all, 'page', query] as const,
    related: (id: number) => [...queryKeys.products.all, 'related', id] as const,
    detail: (id: number) => [...queryKeys.products.all, 'detail', id] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    list: () => [...queryKeys.reviews.all, 'list'] as const,
    byProduct: (productId: number) => [...queryKeys.reviews.all, 'product', productId] as const,
  },
  banners: { all: ['banners'] as const },
  coupons: {
    all: ['coupons'] as const,
    list: () => [...queryKeys.coupons.all, 'list'] as const,
    byCode: (code: string) => [...queryKeys.coupons.all, 'code', code] as const,
  },
  contacts: { all: ['contacts'] as const },
  orders: {
    all: ['orders'] as const,
    /** The shopper's own order, read by its tracking link's token. */
    tracked: (token: string) => [...queryKeys.orders.all, 'tracked', token] as const,
  },
  carts: { all: ['carts'] as const },
  /** The shop's cities, for the checkout's picker (one list per visit). */
  cities: { all: ['cities'] as const },
  /** The owner's storefront texts (delivery time, exchange policy, WhatsApp number). */
  shopSettings: { all: ['shop-settings'] as const },
  /** The owner's cash-on-delivery rules, which the checkout applies (issue #29). */
  codRules: { all: ['cod-rules'] as const },
};
