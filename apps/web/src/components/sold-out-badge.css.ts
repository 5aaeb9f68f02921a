import { sxStyle } from '../styles/sx-style';

export const badge = sxStyle({
  position: 'absolute',
  top: 8,
  left: 8,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'rgba(44, 44, 44, 0.88)',
  color: '#ffffff',
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  pointerEvents: 'none',
});
