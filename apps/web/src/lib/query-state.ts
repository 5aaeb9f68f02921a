import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element the server writes the page's data into (entry-server.tsx). */
export const QUERY_STATE_ID = 'query-state';

/**
 * Puts the data the server rendered the page from into the browser's query cache, so hydration renders
 * exactly the server's markup and nothing is fetched again. The server's copy is current (its rendered
 * pages are dropped whenever the catalogue changes), so it counts as fetched now: an old timestamp
 * would make every query refetch at once.
 */
export function hydrateServerData(queryClient: QueryClient): boolean {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  element.remove();
  return true;
}
