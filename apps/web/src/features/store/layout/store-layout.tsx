import { memo, Suspense } from 'react';
import { Outlet } from '../../../lib/router';
import { LoadingState } from '../../../components/loading-state';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { useReplayPendingInput } from '../../../lib/pending-input';
import { StockLimitModal } from '../cart/stock-limit-modal';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './store-layout.css';

/** Hydrated when the shopper nears it (issue 24); memo, as a part that waits must not be drawn again. */
const FooterWhenNear = memo(function FooterWhenNear() {
  return (
    <HydrateWhenNear name="site-footer">
      <SiteFooter />
    </HydrateWhenNear>
  );
});

/** Every storefront page: header, the page, footer; plus the cart's stock-limit modal, mounted once. */
export function StoreLayout() {
  // The header's input; the page's comes with its own code (lazy-part.tsx), the footer's when it
  // hydrates (hydrate-when-near.tsx).
  useReplayPendingInput();
  return (
    <div className={styles.page}>
      <ScrollManager />
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <FooterWhenNear />
      <StockLimitModal />
    </div>
  );
}
