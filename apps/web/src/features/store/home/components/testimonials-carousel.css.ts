import { iconButton } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const section = sxStyle({ py: { xs: 5, md: 8 }, bgcolor: '#FBEDE4' });
export const carousel = sxStyle({ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 } });
export const viewport = sxStyle({ overflow: 'hidden' });

/** The row of slides; how far it is moved is the carousel's, set on the element. */
export const track = sxStyle({
  display: 'flex',
  transition: 'transform 600ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export const controls = sxStyle({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 1,
  mt: 2,
});
export const playPause = sxStyle(iconButton, { color: '#2C2C2C' });
export const dotButton = sxStyle(iconButton, { p: 1.25 });
const dot = { width: 10, height: 10, borderRadius: '50%' } as const;
export const currentDot = sxStyle(dot, { bgcolor: 'primary.main' });
export const otherDot = sxStyle(dot, { bgcolor: '#c9a99a' });

/** A slide; its width is the carousel's, set on the element. */
export const slide = sxStyle({ px: 1.25, boxSizing: 'border-box' });
export const figure = sxStyle({
  m: 0,
  height: '100%',
  bgcolor: '#ffffff',
  borderRadius: 3,
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  boxShadow: '0 6px 18px rgba(131, 79, 55, 0.12)',
});
export const quoteIcon = sxStyle({ color: 'primary.main', fontSize: 36 });
export const quote = sxStyle({ m: 0, flex: 1, fontSize: '1rem', lineHeight: 1.6 });
export const stars = sxStyle({ display: 'flex', color: '#B7791F' });
/** A star beyond the rating. */
export const unlitStar = sxStyle({ opacity: 0.25 });
export const caption = sxStyle({ display: 'flex', alignItems: 'center', gap: 1.5 });
export const initials = sxStyle({
  width: 44,
  height: 44,
  flex: '0 0 44px',
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: '#ffffff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
});
export const name = sxStyle(typographySx(), { fontWeight: 700 });
export const city = sxStyle(typographySx(), { fontSize: '0.875rem', color: '#5c4a40' });
