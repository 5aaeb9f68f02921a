import { keyframes } from '@vanilla-extract/css';
import { sxStyle } from '../styles/sx-style';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const shimmer = {
  bgcolor: '#f1e6df',
  borderRadius: 1,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

export const picture = sxStyle(shimmer, { aspectRatio: '1 / 1' });
export const title = sxStyle(shimmer, { height: 16, width: '80%', mt: 1.5 });
export const price = sxStyle(shimmer, { height: 16, width: '40%', mt: 1 });
