import { Navigate, Route, Routes } from '../../lib/router';
import { BannerFormPage } from './banners/components/banner-form-page';
import { BannersPage } from './banners/components/banners-page';
import { CartsPage } from './carts/components/carts-page';
import { ContactsPage } from './contacts/components/contacts-page';
import { CouponsPage } from './coupons/components/coupons-page';
import { DashboardPage } from './dashboard/components/dashboard-page';
import { AdminLayout } from './layout/admin-layout';
import { MessageTemplatesPage } from './messages/components/message-templates-page';
import { ADMIN_HOME_PATH } from './layout/admin-sections';
import { useSessionExpiryRedirect } from './layout/use-session-expiry-redirect';
import { OrderPage } from './orders/components/order-page';
import { OrdersPage } from './orders/components/orders-page';
import { AddProductPage } from './products/components/add-product-page';
import { EditProductPage } from './products/components/edit-product-page';
import { ProductsPage } from './products/components/products-page';
import { ReviewsPage } from './reviews/components/reviews-page';
import { SearchWordsPage } from './search-words/components/search-words-page';
import { ShopSettingsPage } from './settings/components/shop-settings-page';
import { SettlementsPage } from './settlements/components/settlements-page';

/**
 * The /v1 back office (spec §2 'Admin layout'). One lazily loaded chunk: the storefront never downloads
 * it, and the routes below are relative to /v1.
 */
export default function AdminArea() {
  useSessionExpiryRedirect();
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="products/detail" element={<ProductsPage />} />
        <Route path="products/search-words" element={<SearchWordsPage />} />
        <Route path="add-products-detail" element={<AddProductPage />} />
        <Route path="edit-products-detail/:id" element={<EditProductPage />} />
        <Route path="banner" element={<BannersPage />} />
        <Route path="add-banner" element={<BannerFormPage />} />
        <Route path="edit-banner/:id" element={<BannerFormPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="coupon" element={<CouponsPage />} />
        <Route path="shipping" element={<OrdersPage />} />
        <Route path="shipping/:id" element={<OrderPage />} />
        <Route path="checkout" element={<CartsPage />} />
        <Route path="settings" element={<ShopSettingsPage />} />
        <Route path="settlements" element={<SettlementsPage />} />
        <Route path="messages" element={<MessageTemplatesPage />} />
        <Route path="*" element={<Navigate to={ADMIN_HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
