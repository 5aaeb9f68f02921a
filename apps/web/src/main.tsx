import './styles/baseline.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppRoutes } from './app/app-routes';
import { createQueryClient, Providers } from './app/providers';
import { setUpPreact } from './lib/preact-options';
import { hydrateServerData } from './lib/query-state';

setUpPreact();

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

  // Preact hydrates in one task; a tap meanwhile, or before, is kept by the inline script and played
  // on the element once it carries the mark (lib/hydrated-mark.ts).
  if (rendered && root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The code is asked for as soon as the main picture has come (vite/app-after-first-screen.ts), and
// may arrive while the browser is still reading the rest of the page and its data.
if (document.readyState === 'loading')
  addEventListener('DOMContentLoaded', startApp, { once: true });
else startApp();
