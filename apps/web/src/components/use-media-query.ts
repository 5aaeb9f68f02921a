import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current. A few lines instead of MUI's useMediaQuery, which
 * would add its own chunk to the home page's budget.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
