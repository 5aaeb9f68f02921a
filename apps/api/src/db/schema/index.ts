/** The whole Drizzle schema, for the client and drizzle-kit. */
export { admins } from './admins';
export { banners } from './banners';
export { blockedPhones } from './blocked-phones';
export { cartItems } from './cart-items';
export { cities, courierCities } from './cities';
export { codRules } from './cod-rules';
export { contacts } from './contacts';
export { coupons } from './coupons';
export { discountPrices, discounts } from './discounts';
export { orderEvents } from './order-events';
export { orderLines } from './order-lines';
export { orderNumberSeq, orders } from './orders';
export { outboxEmails } from './outbox-emails';
export { parcelBookings, parcelEvents } from './parcel-bookings';
export { products } from './products';
export { productVariants } from './product-variants';
export { rateLimits } from './rate-limits';
export { reviews } from './reviews';
export { searchSynonyms } from './search-synonyms';
export { searchWords } from './search-words';
export { shopSettings } from './shop-settings';
export {
  checkoutDrafts,
  messageOptOuts,
  messageTemplates,
  shopperMessages,
  whatsappWebhookEvents,
} from './shopper-messages';
export { stockMovements } from './stock-movements';
export { settlementImports, settlementLines } from './settlements';
