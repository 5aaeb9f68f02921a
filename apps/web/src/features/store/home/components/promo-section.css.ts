import { displayHeadingSx } from '../../../../components/display-type';
import { largeContainedButton } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';
import { coverImageSx } from './cover-image-sx';

// The two promos mirror each other: the second on white, its picture on the right on wide screens.
const sectionSx = { py: { xs: 5, md: 8 } } as const;
export const section = sxStyle(sectionSx, { bgcolor: '#FBEDE4' });
export const reversedSection = sxStyle(sectionSx, { bgcolor: '#ffffff' });

export const columns = sxStyle({
  maxWidth: 1180,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  display: 'grid',
  gap: { xs: 3, md: 6 },
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
});

const frameSx = {
  position: 'relative',
  aspectRatio: '1 / 1',
  maxWidth: 480,
  width: '100%',
  mx: 'auto',
  borderRadius: 3,
  overflow: 'hidden',
  boxShadow: '0 12px 30px rgba(131, 79, 55, 0.18)',
  bgcolor: '#F6D8C6',
} as const;
export const frame = sxStyle({ order: 0, ...frameSx });
export const reversedFrame = sxStyle({ order: { xs: 0, md: 1 }, ...frameSx });

/** The two pictures take turns: the one not shown is hidden from screen readers and faded out. */
export const picture = sxStyle({
  ...coverImageSx,
  opacity: 1,
  transition: 'opacity 800ms ease',
  '&[aria-hidden="true"]': { opacity: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export const words = sxStyle({ textAlign: { xs: 'center', md: 'left' } });

export const heading = sxStyle(typographySx(), {
  ...displayHeadingSx,
  fontSize: { xs: '1.75rem', md: '2.4rem' },
  lineHeight: 1.2,
});

export const text = sxStyle(typographySx(), {
  mt: 2,
  mb: 3,
  fontSize: '1.05rem',
  maxWidth: 460,
  mx: { xs: 'auto', md: 0 },
});

export const shop = largeContainedButton;
