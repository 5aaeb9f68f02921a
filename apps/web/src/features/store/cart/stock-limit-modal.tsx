import { lazy, Suspense } from 'react';
import { useCartStore } from './cart-store';

// The dialog's code loads only when stock refuses an add, so the layout that mounts this stays light.
const StockLimitDialog = lazy(() => import('./components/stock-limit-dialog'));

/** The spec's stock-limit modal ('Cannot add more items. Only N left in stock.'); mount it once. */
export function StockLimitModal() {
  const open = useCartStore((state) => state.stockModal.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StockLimitDialog />
    </Suspense>
  );
}
