import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * The shop's address as the browser sees it ('https://zewar.pk'). The server's rendering has none (it
 * is kept for every origin alike), and neither has hydration; the browser's follows at once.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
}
