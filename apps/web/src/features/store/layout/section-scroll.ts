import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Sections of the home page that the header and drawer scroll to. */
export const HOME_SECTIONS = { bestSellers: 'best-sellers', testimonials: 'testimonials' } as const;
export type HomeSection = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to an element id once it exists (the home page loads lazily), for up to `timeoutMs`. */
export function scrollToIdWhenReady(id: string, timeoutMs = 4000): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return;
    }
    if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
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
