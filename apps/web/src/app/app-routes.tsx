import { Route, Routes } from 'react-router';
import { AdminRoutes, SignInRoute } from './admin-routes';
import { StoreRoutes } from './store-routes';

/**
 * The route tree. Declarative routes rather than a data router: the storefront's first load stays
 * small (decision 0003). The /v1 admin area and /login are separate chunks the storefront never loads.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInRoute />} />
      <Route path="/v1/*" element={<AdminRoutes />} />
      <Route path="/*" element={<StoreRoutes />} />
    </Routes>
  );
}
