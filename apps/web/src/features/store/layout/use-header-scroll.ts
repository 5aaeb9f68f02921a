import { useEffect, useState } from 'react';
import { HEADER_HIDE_AFTER_PX, HEADER_TAN_AFTER_PX } from '@shop/domain/constants';

export interface HeaderScrollState {
  /** Past the hide threshold and moving down. */
  hidden: boolean;
  /** Past the colour threshold: the bar turns tan (spec §1). */
  tan: boolean;
  /** Scrolled at all: the bar needs a backdrop so text behind it does not show through. */
  scrolled: boolean;
}

/** Ignore tiny movements (trackpad jitter) when deciding the direction. */
const DIRECTION_TOLERANCE_PX = 4;

/**
 * Spec §2: the header hides once scrolled past 50 px and turns tan past 100 px. It comes back as soon
 * as the shopper scrolls up, and always near the top, so the navigation is never lost.
 */
export function useHeaderScroll(): HeaderScrollState {
  // As the server drew it, at the top, even when the shopper has scrolled before the app came: the
  // first render in the browser must be the server's (decision 0041). The effect reads the scroll.
  const [state, setState] = useState<HeaderScrollState>(AT_THE_TOP);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      if (Math.abs(delta) < DIRECTION_TOLERANCE_PX && y > HEADER_HIDE_AFTER_PX) return;
      lastY = y;
      setState((previous) => {
        const next = read(y, previous.hidden, delta);
        return next.hidden === previous.hidden &&
          next.tan === previous.tan &&
          next.scrolled === previous.scrolled
          ? previous
          : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}

const AT_THE_TOP = read(0, false, 0);

function read(y: number, wasHidden: boolean, delta: number): HeaderScrollState {
  let hidden = wasHidden;
  if (y <= HEADER_HIDE_AFTER_PX) hidden = false;
  else if (delta > 0) hidden = true;
  else if (delta < 0) hidden = false;
  return { hidden, tan: y > HEADER_TAN_AFTER_PX, scrolled: y > 0 };
}
