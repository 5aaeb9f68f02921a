import { displayTypeSx } from '../../../../components/display-type';
import {
  largeContainedButton,
  largeOutlinedButton,
} from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';
import { coverImageSx } from './cover-image-sx';

export const hero = sxStyle({
  position: 'relative',
  minHeight: { xs: 420, md: 520 },
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  bgcolor: '#E9B99C',
});

export const picture = sxStyle({
  ...coverImageSx,
  objectPosition: { xs: '70% center', md: 'center' },
});

export const shade = sxStyle({
  position: 'absolute',
  inset: 0,
  background: {
    xs: 'rgba(44,44,44,0.6)',
    md: 'linear-gradient(90deg, rgba(44,44,44,0.75) 0%, rgba(44,44,44,0.5) 45%, rgba(44,44,44,0) 75%)',
  },
});

export const words = sxStyle({
  position: 'relative',
  maxWidth: 1280,
  width: '100%',
  mx: 'auto',
  px: { xs: 2.5, sm: 4 },
  py: 6,
  color: '#ffffff',
});

export const heading = sxStyle(typographySx(), {
  ...displayTypeSx,
  fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' },
  lineHeight: 1.1,
  maxWidth: 640,
  textShadow: '0 2px 12px rgba(0,0,0,0.25)',
});
export const brand = sxStyle({ color: '#F6D8C6', display: 'block' });

export const actions = sxStyle({ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 });
export const shopNow = sxStyle(largeContainedButton);
export const contactUs = sxStyle(largeOutlinedButton, {
  color: '#ffffff',
  borderColor: '#ffffff',
  '&:hover': { borderColor: '#F6D8C6', bgcolor: 'rgba(255,255,255,0.1)' },
});
