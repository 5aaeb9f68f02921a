import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries its CSS-variables provider (about 4 KB gzip), which a theme
// without CSS variables never uses; for such a theme it renders exactly this one (issue 24).
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../lib/query-keys';
import { theme } from '../lib/theme';
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

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
