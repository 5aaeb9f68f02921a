import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../lib/query-keys';
import { Toasts } from '../lib/toasts';

/** One per browser tab, and one per page the server renders (a shopper's data is never shared). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  // The header and footer read the owner's settings from the cache without observing the query
  // (cached-shop-settings.ts), so nothing would keep them past the default five minutes.
  client.setQueryDefaults(queryKeys.shopSettings.all, { gcTime: Infinity });
  return client;
}

/**
 * What every page of the app shares. No theme provider: the shop's theme is MUI's default theme in
 * the build (vite/shop-theme-as-mui-default.ts), and MUI's page reset is in the stylesheet
 * (styles/baseline.css.ts).
 */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
