import { sxStyle, typographySx } from '../styles/sx-style';

export const card = sxStyle({
  position: 'relative',
  height: '100%',
  border: '1px solid #eadfd7',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover': {
    boxShadow: '0 6px 18px rgba(131, 79, 55, 0.18)',
    transform: 'translateY(-2px)',
  },
  '&:focus-within': { outline: '3px solid #834F37', outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover': { transform: 'none' },
  },
});

export const link = sxStyle({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  '&:focus-visible': { outline: 'none' },
});

export const text = sxStyle({
  p: 1.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  flex: 1,
});

export const title = sxStyle(typographySx(), {
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});
