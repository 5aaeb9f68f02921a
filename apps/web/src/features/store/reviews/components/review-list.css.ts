import { sxStyle, typographySx } from '../../../../styles/sx-style';

const MUTED = '#5c4a40';

export const none = sxStyle(typographySx(), { color: MUTED });

export const list = sxStyle({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 });

export const review = sxStyle({
  border: '1px solid #eadfd7',
  borderRadius: 2,
  p: 2,
  bgcolor: '#fffaf7',
});

export const heading = sxStyle({
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  flexWrap: 'wrap',
});

export const date = sxStyle({ fontSize: '0.85rem', color: MUTED });

export const comment = sxStyle(typographySx(), {
  mt: 1,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
