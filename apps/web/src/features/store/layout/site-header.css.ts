import { iconButton, smallTextButton, textButton } from '../../../components/light-controls.css';
import { NAV_TAN } from '../../../lib/theme';
import { sxStyle } from '../../../styles/sx-style';

/**
 * Sticky in the page flow; transparent at the top, white once scrolled, tan past 100 px (spec §1),
 * slid away while scrolling down and back whenever it holds the focus. The states are the header's
 * data attributes; tan is written after white, as it wins over it.
 */
export const header = sxStyle({
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  bgcolor: 'transparent',
  boxShadow: 'none',
  transition: 'transform 220ms ease, background-color 220ms ease, box-shadow 220ms ease',
  '&[data-scrolled="true"]': { bgcolor: '#ffffff', boxShadow: '0 2px 10px rgba(44, 44, 44, 0.12)' },
  '&[data-tan="true"]': { bgcolor: NAV_TAN },
  '&[data-hidden="true"]': { transform: 'translateY(-100%)' },
  '&:focus-within': { transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export const bar = sxStyle({
  display: 'flex',
  alignItems: 'center',
  gap: { xs: 1, md: 2 },
  px: { xs: 1.5, sm: 3 },
  minHeight: { xs: 56, sm: 64 },
  maxWidth: 1280,
  mx: 'auto',
});

export const homeLink = sxStyle({
  display: 'inline-flex',
  textDecoration: 'none',
  borderRadius: 1,
  py: 0.5,
});

export const mainNav = sxStyle({ display: { xs: 'none', sm: 'flex' }, gap: 0.5, mx: 'auto' });

const navButton = {
  color: '#2C2C2C',
  fontWeight: 600,
  px: 1.5,
  '&:hover': { bgcolor: 'rgba(131, 79, 55, 0.1)' },
} as const;

export const mainNavLink = sxStyle(textButton, navButton);

export const search = sxStyle({
  display: { xs: 'none', md: 'block' },
  width: { md: 200, lg: 260 },
});

export const social = sxStyle({ display: { xs: 'none', md: 'block' } });

export const cart = sxStyle({ ml: { xs: 'auto', sm: 0 } });

export const menuButton = sxStyle(iconButton, {
  display: { xs: 'inline-flex', sm: 'none' },
  color: '#2C2C2C',
});

export const exploreNav = sxStyle({
  display: { xs: 'none', sm: 'flex' },
  justifyContent: 'center',
  gap: 1,
  pb: 0.75,
});

export const exploreLink = sxStyle(smallTextButton, navButton);
