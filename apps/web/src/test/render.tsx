import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Providers, createQueryClient } from '../app/providers';

/** The app's own providers (theme, TanStack Query as the app sets it up, toasts), fresh for each render. */
function withProviders() {
  const queryClient = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Providers queryClient={queryClient}>{children}</Providers>;
  };
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: withProviders() });
}

export function renderHookWithProviders<Result>(hook: () => Result) {
  return renderHook(hook, { wrapper: withProviders() });
}
