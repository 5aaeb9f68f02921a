import { StrictMode } from 'react';
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

// Storefront pages come rendered by the server (entry-server.tsx); the back office starts empty.
if (rendered && root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
