import { useEffect } from 'react';

/**
 * What the shopper did before the app had taken over the part of the page they touched: kept by the
 * inline script first in the page's <head> (apps/web/vite/input-before-the-app.ts) and played once
 * on the same elements when they are hydrated. Absent in development, where there is no such script.
 */
declare global {
  interface Window {
    shopPendingInput?: { replay: () => void };
  }
}

/**
 * Plays the input kept for what this commit hydrated. Called from an effect: effects run once the
 * commit that hydrated their part is in the DOM, children first, so place it after what it covers.
 */
export function useReplayPendingInput(): void {
  useEffect(() => window.shopPendingInput?.replay(), []);
}

/** The same, as an element: the last child of a part that hydrates apart (lazy-part.tsx). */
export function ReplayPendingInput(): null {
  useReplayPendingInput();
  return null;
}
