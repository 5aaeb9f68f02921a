import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Providers, createQueryClient } from '../app/providers';
import { MemoryRouter, Route, Routes } from '../lib/router';

/**
 * The components' styles are worked out as in the app but not written into the document. happy-dom
 * lays nothing out, so no test's result depends on them; written, they took half of the tests' own
 * time (17.3 s against 8.2 in one worker): happy-dom works a computed style out from every rule in
 * the document, and Testing Library reads the computed style of each element inside one whose name it
 * reads (`getByRole(..., { name })`). What a shopper sees drawn is for the journeys (e2e/).
 */
const stylesNotWritten = createCache({ key: 'css' });
stylesNotWritten.insert = () => '';

/**
 * The app's own providers (TanStack Query as the app sets it up, toasts), fresh for each render. MUI
 * loads here as Node loads it, without the build's plugins, so it draws with its own default theme,
 * not the shop's: no test reads a style (above).
 */
function withProviders() {
  const queryClient = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CacheProvider value={stylesNotWritten}>
        <Providers queryClient={queryClient}>{children}</Providers>
      </CacheProvider>
    );
  };
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: withProviders() });
}

export function renderHookWithProviders<Result>(hook: () => Result) {
  return renderHook(hook, { wrapper: withProviders() });
}

/** A page as its route shows it at `address`, its params read from the address by `path`. */
export function renderRouteWithProviders(path: string, address: string, page: ReactElement) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
