import './styles/baseline.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppRoutes } from './app/app-routes';
import { createQueryClient, Providers } from './app/providers';
import { hydrateServerData } from './lib/query-state';

/** Hydrates the server's markup, or renders the back office, which starts empty. */
function startApp() {
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

  // Hydration runs as a transition, which React works through in slices: scrolling is not blocked
  // by one long task, and a tap on a part not hydrated yet makes React hydrate that part at once and
  // then handle the tap, so no tap is lost.
  if (rendered && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// The code is asked for as soon as the main picture has come (vite/app-after-first-screen.ts), and
// may arrive while the browser is still reading the rest of the page and its data.
if (document.readyState === 'loading')
  addEventListener('DOMContentLoaded', startApp, { once: true });
else startApp();
