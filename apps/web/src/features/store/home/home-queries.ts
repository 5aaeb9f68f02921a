import type { CatalogueRequest } from '../catalogue/api/get-catalogue-page';

/** Best Sellers: products whose top_featured is active, the newest twelve (one catalogue page). */
export const BEST_SELLERS_REQUEST: CatalogueRequest = { featured: true, page: 1 };

/** The promo sections' photos: the newest page of each type, a dozen cards, not the whole catalogue. */
export const BAGS_PROMO_REQUEST: CatalogueRequest = { type: 'Bags', page: 1 };
export const JEWELRY_PROMO_REQUEST: CatalogueRequest = { type: 'Jewelry', page: 1 };
