import type { LayoutRoute } from '@shop/domain/store-pages';
import { lazyPart } from '../lib/lazy-part';
import { Route, Routes } from '../lib/router';
import { StoreLayout } from '../features/store/layout/store-layout';

const HomePage = lazyPart(() => import('../features/store/home/home-page'));
const CataloguePage = lazyPart(() => import('../features/store/catalogue/catalogue-page'));
const ProductPage = lazyPart(() => import('../features/store/product/product-page'));
const CheckoutPage = lazyPart(() => import('../features/store/checkout/checkout-page'));
const ContactPage = lazyPart(() => import('../features/store/contact/contact-page'));
const OrderTrackingPage = lazyPart(() => import('../features/store/orders/order-tracking-page'));
const TrackOrderPage = lazyPart(() => import('../features/store/orders/track-order-page'));
const RestoreCartPage = lazyPart(() => import('../features/store/cart-link/restore-cart-page'));
const NotFoundPage = lazyPart(() => import('../features/store/not-found/not-found-page'));

/**
 * Public routes (spec §2): the pages of the table of storefront pages (decision 0036), each route
 * checked against its row by the compiler (`satisfies`, which leaves the plain string in the bundle)
 * and the tree against the table by store-pages.test.tsx. Pages load lazily so a shopper downloads only
 * the page they open.
 */
export function StoreRoutes() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        {/* The home page, '/'. */}
        <Route index element={<HomePage />} />
        <Route path={'products' satisfies LayoutRoute<'catalogue'>} element={<CataloguePage />} />
        <Route path={'product/:id' satisfies LayoutRoute<'product'>} element={<ProductPage />} />
        <Route path={'checkout' satisfies LayoutRoute<'checkout'>} element={<CheckoutPage />} />
        <Route path={'contact-us' satisfies LayoutRoute<'contact'>} element={<ContactPage />} />
        <Route
          path={'order/:token' satisfies LayoutRoute<'order'>}
          element={<OrderTrackingPage />}
        />
        <Route
          path={'track-order' satisfies LayoutRoute<'track-order'>}
          element={<TrackOrderPage />}
        />
        <Route
          path={'cart/:token' satisfies LayoutRoute<'cart-link'>}
          element={<RestoreCartPage />}
        />
        <Route path={'*' satisfies LayoutRoute<'not-found'>} element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
