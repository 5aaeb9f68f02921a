import { sxStyle, typographySx } from '../../../styles/sx-style';

// Plain links (MUI's Link is a Typography over an <a>: more code in the first view, same look).
const footerLinkSx = {
  color: '#ffffff',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255,255,255,0.5)',
  '&:hover': { textDecorationColor: '#ffffff' },
} as const;

export const footer = sxStyle({ bgcolor: '#2C2C2C', color: '#ffffff', mt: 8 });

export const columns = sxStyle({
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  py: 5,
  display: 'grid',
  gap: 4,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.5fr' },
});

export const tagline = sxStyle(typographySx(), { mt: 1.5, maxWidth: 340, color: '#f3e7df' });

export const heading = sxStyle(typographySx(), {
  fontWeight: 700,
  fontSize: '1.05rem',
  mb: 1.5,
  color: '#F6D8C6',
});

export const quickLinks = sxStyle({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 });

export const link = sxStyle(footerLinkSx);

export const address = sxStyle({ fontStyle: 'normal', display: 'grid', gap: 1 });

export const contactLink = sxStyle(footerLinkSx, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
});

export const social = sxStyle({ mt: 1.5, ml: -0.5 });

export const bottomLine = sxStyle({
  borderTop: '1px solid rgba(255,255,255,0.15)',
  px: 2,
  py: 2,
  textAlign: 'center',
  fontSize: '0.85rem',
  color: '#f3e7df',
});

export const copyright = sxStyle(typographySx(), { fontSize: 'inherit' });

export const credit = sxStyle(typographySx(), { fontSize: 'inherit', mt: 0.5 });
