import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../../../components/use-media-query';

/**
 * An index that advances every `intervalMs` through `count` items, wrapping around. It holds still
 * while `paused`, when there is nothing to rotate, and for shoppers who ask for reduced motion (read
 * as the server's page says, for motion, while hydrating, and at once after: the first render in the
 * browser must be the server's, decision 0041).
 */
export function useRotatingIndex(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused, reducedMotion]);

  return { index: count > 0 ? index % count : 0, setIndex, reducedMotion };
}
