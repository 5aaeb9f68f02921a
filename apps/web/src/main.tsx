import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { createQueryClient, Providers } from './app/providers';
import { hydrateServerData } from './lib/query-state';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const rendered = hydrateServerData(queryClient);

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

/** Resolves once the browser has painted the page (a frame, then the task after it). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Storefront pages come rendered by the server (entry-server.tsx); the back office starts empty.
// A rendered page is hydrated once the browser has painted it, so that work never holds the first
// paint back on a slow phone; and as a transition, which React works through in slices, so taps and
// scrolls are not blocked by one long task meanwhile.
if (rendered && root.hasChildNodes()) {
  void afterPaint().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
