import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { StoreLayout } from '../features/store/layout/store-layout';

const HomePage = lazy(() => import('../features/store/home/home-page'));
const CataloguePage = lazy(() => import('../features/store/catalogue/catalogue-page'));
const ProductPage = lazy(() => import('../features/store/product/product-page'));
const CheckoutPage = lazy(() => import('../features/store/checkout/checkout-page'));
const ContactPage = lazy(() => import('../features/store/contact/contact-page'));
const OrderTrackingPage = lazy(() => import('../features/store/orders/order-tracking-page'));
const TrackOrderPage = lazy(() => import('../features/store/orders/track-order-page'));
const RestoreCartPage = lazy(() => import('../features/store/cart-link/restore-cart-page'));
const NotFoundPage = lazy(() => import('../features/store/not-found/not-found-page'));

/** Public routes (spec §2). Pages load lazily so a shopper downloads only the page they open. */
export function StoreRoutes() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<CataloguePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="order/:token" element={<OrderTrackingPage />} />
        <Route path="track-order" element={<TrackOrderPage />} />
        <Route path="cart/:token" element={<RestoreCartPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
