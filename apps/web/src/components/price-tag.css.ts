import { sxStyle } from '../styles/sx-style';

const tag = {
  m: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: 1,
} as const;

export const small = sxStyle(tag, { fontSize: '1rem' });
export const large = sxStyle(tag, { fontSize: '1.5rem' });

export const price = sxStyle({ fontWeight: 700, color: 'primary.main' });

const original = { color: '#6b6b6b' } as const;
export const originalSmall = sxStyle(original, { fontSize: '0.875rem' });
export const originalLarge = sxStyle(original, { fontSize: '1.05rem' });
