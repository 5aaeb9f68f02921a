import type { StorePageRoute } from '@shop/domain/store-pages';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '../lib/router';
import { StoreRoutes } from './store-routes';

// The back office's guard and sign-in come with their own code: a shopper's first view has none of it.
const AdminRoutes = lazy(() =>
  import('./admin-routes').then((routes) => ({ default: routes.AdminRoutes })),
);
const SignInRoute = lazy(() =>
  import('./admin-routes').then((routes) => ({ default: routes.SignInRoute })),
);

/** A route of a chunk of its own: nothing is drawn until its code has come. */
function WhenLoaded({ route: LoadedRoute }: { route: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <LoadedRoute />
    </Suspense>
  );
}

/**
 * The route tree. Declarative routes rather than a data router: the storefront's first load stays
 * small (decision 0003). The /v1 admin area and /login are separate chunks the storefront never loads.
 * Their routes are rows of the table of pages (decision 0036), as the storefront's are.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={'/login' satisfies StorePageRoute<'sign-in'>}
        element={<WhenLoaded route={SignInRoute} />}
      />
      <Route
        path={'/v1/*' satisfies StorePageRoute<'back-office'>}
        element={<WhenLoaded route={AdminRoutes} />}
      />
      <Route path="/*" element={<StoreRoutes />} />
    </Routes>
  );
}
