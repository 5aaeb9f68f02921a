import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { memo, Suspense } from 'react';
import { Outlet } from '../../../lib/router';
import { LoadingState } from '../../../components/loading-state';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { ReplayPendingInput, useReplayPendingInput } from '../../../lib/pending-input';
import { StockLimitModal } from '../cart/stock-limit-modal';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Hydrated when the shopper nears it (issue 24); memo, as a part that waits must not be drawn again. */
const FooterWhenNear = memo(function FooterWhenNear() {
  return (
    <HydrateWhenNear>
      <SiteFooter />
    </HydrateWhenNear>
  );
});

/** Every storefront page: header, the page, footer; plus the cart's stock-limit modal, mounted once. */
export function StoreLayout() {
  // The header's input; the page's comes with its own code (below), the footer's when it hydrates.
  useReplayPendingInput();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // A focus ring anyone can see, on every control, for keyboard users.
        '& :focus-visible': { outline: '3px solid #834F37', outlineOffset: 2 },
        '& footer :focus-visible': { outlineColor: '#F6D8C6' },
      }}
    >
      <ScrollManager />
      {/* The sticky header comes back on any scroll up; keep focused and scrolled-to elements below it. */}
      <GlobalStyles
        styles={{
          html: { scrollPaddingTop: 96 },
          '@media (min-width: 600px)': { html: { scrollPaddingTop: 144 } },
        }}
      />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: '#ffffff',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <ReplayPendingInput />
        </Suspense>
      </Box>
      <FooterWhenNear />
      <StockLimitModal />
    </Box>
  );
}
