import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@shop/domain/constants';
import { theme } from '../lib/theme';

/** One per browser tab, and one per page the server renders (a shopper's data is never shared). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Toasts as spec §9 sets them: top-right, 5 s, progress bar, close on click, pause on hover and focus loss. */
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
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          hideProgressBar={false}
          closeOnClick
          pauseOnHover
          pauseOnFocusLoss
          newestOnTop={false}
          theme="light"
        />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
