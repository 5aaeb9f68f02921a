import { keyframes } from '@vanilla-extract/css';
import { sxStyle, typographySx } from '../styles/sx-style';

// MUI's indeterminate CircularProgress, drawn the same way without its component.
const turn = keyframes({
  '0%': { transform: 'rotate(0deg)' },
  '100%': { transform: 'rotate(360deg)' },
});
const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
});

export const status = sxStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  py: 8,
});

export const spinner = sxStyle({
  display: 'inline-block',
  width: 28,
  height: 28,
  color: 'primary.main',
  animation: `${turn} 1.4s linear infinite`,
});

export const svg = sxStyle({ display: 'block' });

export const circle = sxStyle({
  stroke: 'currentColor',
  animation: `${dash} 1.4s ease-in-out infinite`,
});

export const label = sxStyle(typographySx());
