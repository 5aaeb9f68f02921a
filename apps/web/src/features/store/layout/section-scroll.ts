import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';

/** Sections of the home page that the header and drawer scroll to. */
export const HOME_SECTIONS = { bestSellers: 'best-sellers', testimonials: 'testimonials' } as const;
export type HomeSection = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to an element id once it exists (the home page's code comes when it is opened), then keeps
 * the section in place while content above it arrives (the best sellers, images) until the page has
 * not grown for `settleMs`. A slow phone's page and content can come later than any fixed wait, so
 * it waits for both at most `longestMs` in all, or until the shopper scrolls for themselves or goes
 * elsewhere (the returned stop).
 */
export function scrollToIdWhenReady(id: string, settleMs = 3000, longestMs = 15_000): () => void {
  let frame = 0;
  let settleTimer = 0;
  let longestTimer = 0;
  let observer: ResizeObserver | undefined;

  const stop = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(settleTimer);
    window.clearTimeout(longestTimer);
    observer?.disconnect();
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };

  const attempt = () => {
    const element = document.getElementById(id);
    if (!element) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // The observer reports once on observe(), with the page's height by then: growth that came
    // before that report (the best sellers drawn in the same frame) moves the section too.
    const height = () => document.body.getBoundingClientRect().height;
    let seenHeight = height();
    observer = new ResizeObserver(() => {
      if (height() === seenHeight) return;
      seenHeight = height();
      element.scrollIntoView({ behavior: 'auto', block: 'start' });
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(stop, settleMs);
    });
    observer.observe(document.body);
    settleTimer = window.setTimeout(stop, settleMs);
  };

  longestTimer = window.setTimeout(stop, longestMs);
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { once: true, passive: true });
  }
  attempt();
  return stop;
}

/**
 * Home-page navigation for the header's second set and the phone drawer: on the home page it scrolls
 * in place; elsewhere it goes home first and the layout scrolls once the section renders.
 */
export function useHomeSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: HomeSection | 'top') => {
      if (pathname === '/') {
        if (section === 'top') window.scrollTo({ top: 0, behavior: scrollBehavior() });
        else scrollToIdWhenReady(section);
        return;
      }
      navigate(section === 'top' ? '/' : `/#${section}`);
    },
    [pathname, navigate],
  );
}
