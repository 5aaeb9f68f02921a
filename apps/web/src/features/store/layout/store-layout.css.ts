import { sxGlobalStyle, sxStyle } from '../../../styles/sx-style';

export const page = sxStyle({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // A focus ring anyone can see, on every control, for keyboard users.
  '& :focus-visible': { outline: '3px solid #834F37', outlineOffset: 2 },
  '& footer :focus-visible': { outlineColor: '#F6D8C6' },
});

// The sticky header comes back on any scroll up; keep focused and scrolled-to elements below it.
// The back office has no such header.
sxGlobalStyle(`html:has(.${page})`, {
  scrollPaddingTop: '96px',
  '@media (min-width: 600px)': { scrollPaddingTop: '144px' },
});

export const skipLink = sxStyle({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  bgcolor: 'primary.main',
  color: '#ffffff',
  px: 2,
  py: 1,
  borderRadius: 1,
  '&:focus': { top: 8 },
});

export const main = sxStyle({ flex: 1, outline: 'none' });
