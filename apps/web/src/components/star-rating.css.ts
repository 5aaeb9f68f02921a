import { sxStyle } from '../styles/sx-style';

const rating = {
  display: 'inline-flex',
  position: 'relative',
  // Darker than MUI's #faaf00, which reads at 1.9:1 on white.
  color: '#B7791F',
  textAlign: 'left',
  width: 'min-content',
  pointerEvents: 'none',
} as const;

/** Rating's sizes (theme.typography.pxToRem of 18 and 24). */
export const small = sxStyle(rating, { fontSize: '1.125rem' });
export const medium = sxStyle(rating, { fontSize: '1.5rem' });

export const whole = sxStyle({ display: 'flex' });
export const part = sxStyle({ position: 'relative', display: 'flex' });
export const filledPart = sxStyle({ display: 'flex', position: 'absolute', overflow: 'hidden' });
export const empty = sxStyle({ display: 'flex', color: 'action.disabled' });

/** A star as large as the rating's type. */
export const star = sxStyle({ fontSize: 'inherit' });
