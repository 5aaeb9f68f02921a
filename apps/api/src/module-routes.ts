/**
 * Every module's route plugins, in the order they are registered under /api (app.ts): the public
 * ones directly, the admin ones inside the one scope that requires a token (plugins/auth.ts). A new
 * module adds its `<resource>Routes` or `<resource>AdminRoutes` here.
 */
import { adminAuthAdminRoutes } from './modules/admin-auth/admin-auth.admin-routes';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { bannersAdminRoutes } from './modules/banners/banners.admin-routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { cartsAdminRoutes } from './modules/carts/carts.admin-routes';
import { cartsRoutes } from './modules/carts/carts.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { checkoutDraftsRoutes } from './modules/messages/checkout-drafts.routes';
import { citiesRoutes } from './modules/cities/cities.routes';
import { contactsAdminRoutes } from './modules/contacts/contacts.admin-routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin-routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { courierWebhooksRoutes } from './modules/parcel-tracking/courier-webhooks.routes';
import { couriersAdminRoutes } from './modules/couriers/couriers.admin-routes';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes';
import { discountsAdminRoutes } from './modules/discounts/discounts.admin-routes';
import { healthRoutes } from './modules/health/health.routes';
import { heldParcelAdminRoutes } from './modules/parcel-bookings/held-parcel.admin-routes';
import { imagesAdminRoutes } from './modules/images/images.admin-routes';
import { imagesRoutes } from './modules/images/images.routes';
import { inventoryAdminRoutes } from './modules/inventory/inventory.admin-routes';
import { messagesAdminRoutes } from './modules/messages/messages.admin-routes';
import { orderDocumentsAdminRoutes } from './modules/order-documents/order-documents.admin-routes';
import { orderLookupRoutes } from './modules/orders/order-lookup.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { parcelBookingsAdminRoutes } from './modules/parcel-bookings/parcel-bookings.admin-routes';
import { parcelDocumentsAdminRoutes } from './modules/parcel-bookings/parcel-documents.admin-routes';
import { productsAdminRoutes } from './modules/products/products.admin-routes';
import { productsRoutes } from './modules/products/products.routes';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { searchSynonymsAdminRoutes } from './modules/search-synonyms/search-synonyms.admin-routes';
import { settlementsAdminRoutes } from './modules/settlements/settlements.admin-routes';
import { shopSettingsAdminRoutes } from './modules/shop-settings/shop-settings.admin-routes';
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes';
import { whatsappWebhookRoutes } from './modules/messages/whatsapp/whatsapp-webhook.routes';

/** Public route plugins, registered under /api. Add a module's `<resource>Routes` here. */
export const publicRoutes = [
  healthRoutes,
  adminAuthRoutes,
  imagesRoutes,
  productsRoutes,
  catalogueRoutes,
  couponsRoutes,
  ordersRoutes,
  orderLookupRoutes,
  bannersRoutes,
  reviewsRoutes,
  contactsRoutes,
  cartsRoutes,
  shopSettingsRoutes,
  citiesRoutes,
  courierWebhooksRoutes,
  whatsappWebhookRoutes,
  checkoutDraftsRoutes,
];

/** Admin route plugins, registered inside the guarded scope. Add a module's `<resource>AdminRoutes` here. */
export const adminRoutes = [
  adminAuthAdminRoutes,
  dashboardAdminRoutes,
  imagesAdminRoutes,
  productsAdminRoutes,
  discountsAdminRoutes,
  couponsAdminRoutes,
  ordersAdminRoutes,
  bannersAdminRoutes,
  reviewsAdminRoutes,
  contactsAdminRoutes,
  cartsAdminRoutes,
  shopSettingsAdminRoutes,
  searchSynonymsAdminRoutes,
  inventoryAdminRoutes,
  couriersAdminRoutes,
  parcelBookingsAdminRoutes,
  heldParcelAdminRoutes,
  parcelDocumentsAdminRoutes,
  orderDocumentsAdminRoutes,
  settlementsAdminRoutes,
  messagesAdminRoutes,
];
