import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { StoreLayout } from '../features/store/layout/store-layout';

const NotFoundPage = lazy(() => import('../features/store/not-found/not-found-page'));

/** Public routes (spec §2). Pages load lazily so a shopper downloads only the page they open. */
export function StoreRoutes() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
