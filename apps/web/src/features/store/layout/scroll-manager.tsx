import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../../../lib/router';
import { scrollToIdWhenReady } from './section-scroll';

/**
 * A new page opens at its top (a related product, for one), or at the section its #hash names. Going
 * back leaves the browser's own scroll position alone.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash.length > 1) return scrollToIdWhenReady(decodeURIComponent(hash.slice(1)));
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, navigationType]);

  return null;
}
