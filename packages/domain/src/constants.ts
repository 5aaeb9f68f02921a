/** The shop's business constants (spec §9). Every other module reads these names, never literals. */

export const CURRENCY = 'PKR';

export const PRODUCT_TYPES = ['Jewelry', 'Bags'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const JEWELRY_SUB_TYPES = [
  'Earrings',
  'Rings',
  'Pendants',
  'Anklets',
  'Matha Pati',
  'Bindiya',
  'Bangles',
  'Bracelets',
] as const;
export type JewelrySubType = (typeof JEWELRY_SUB_TYPES)[number];

/** Delivery is free when the order total (after any coupon) is strictly above this many rupees. */
export const FREE_SHIPPING_THRESHOLD_RUPEES = 2999;
export const DELIVERY_FEE_RUPEES = 199;
export const FREE_SHIPPING_MESSAGE = 'Free shipping on orders above 2999/-';

export const PAGE_SIZE = 12;
/** The catalogue's orders (GET /api/products?sort=…). */
export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const SEARCH_MAX_LENGTH = 100;
/** Far beyond any real catalogue's last page; keeps OFFSET bounded. */
export const CATALOGUE_PAGE_MAX = 10_000;
/** Rows per page of the back office's tables. */
export const ADMIN_PAGE_SIZE = 20;
export const RELATED_PRODUCTS_COUNT = 4;
export const PHONE_DIGITS = 11;
export const NAME_MIN_LENGTH = 2;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/**
 * The longest text each field takes: more than a person would ever type, little enough that a flood
 * of maximal requests cannot swell the database or the admin lists.
 */
export const TEXT_MAX_LENGTH = {
  name: 100,
  email: 254,
  address: 500,
  city: 100,
  postalCode: 10,
  message: 5000,
  colour: 50,
  couponCode: 50,
  password: 200,
  imageName: 200,
  courier: 100,
  trackingNumber: 100,
  orderNote: 1000,
} as const;

/** At most this many images (and colours) per product. */
export const PRODUCT_IMAGES_MAX = 20;
export const PRODUCT_ADD_ONS_MAX = 20;
/** The dearest product the shop can list: PKR 1 crore (prices are stored as whole paisa). */
export const PRODUCT_PRICE_MAX_RUPEES = 10_000_000;
/** Units of one product in stock; a PostgreSQL integer column, far above any real shelf. */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** The largest amount any request may name; far above any real order, small enough to stay exact. */
export const AMOUNT_MAX_RUPEES = 1_000_000_000_000;
/** Hard upper bounds of an order request; the shop's own, lower caps are settings (see the API). */
export const ORDER_LINES_LIMIT = 100;
export const ORDER_LINE_QUANTITY_LIMIT = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const CART_BADGE_MAX = 99;

export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';

export const FLAG_ACTIVE = 'Active';
export const FLAG_INACTIVE = 'Inactive';
export type Flag = typeof FLAG_ACTIVE | typeof FLAG_INACTIVE;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cartItems: 'cartItems',
  cartId: 'cartId',
} as const;

export const PROMO_ROTATION_MS = 5000;
export const TESTIMONIAL_AUTOPLAY_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const HEADER_HIDE_AFTER_PX = 50;
export const HEADER_TAN_AFTER_PX = 100;
export const CAROUSEL_NARROW_BELOW_PX = 960;
export const ADMIN_SIDEBAR_WIDTH_PX = 240;
export const BANNER_PREVIEW_HEIGHT_PX = 400;
export const ORDERS_TABLE_HEIGHT_PX = 500;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 800;
/** The small copy of every stored image (cards, thumbnails): sharp at 2x for a 200 px wide card. */
export const IMAGE_SMALL_WIDTH_PX = 400;

/**
 * The products CSV import (POST /api/admin/products/import): the largest file and the most products it
 * takes in one go, and how many problems and changes its answer lists (it counts them all).
 */
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 10_000;
export const PRODUCT_IMPORT_LISTED_MAX = 200;
/** Different image names one file may name (two per product at the most products). */
export const PRODUCT_IMPORT_MAX_IMAGES = 20_000;

/** The shop's clock (Pakistan Standard Time, no daylight saving): dates shown to shoppers use it. */
export const SHOP_TIME_ZONE = 'Asia/Karachi';
/** The most orders one coupon may be limited to; far above any real campaign. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;
