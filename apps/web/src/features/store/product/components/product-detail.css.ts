import { displayTypeSx } from '../../../../components/display-type';
import { largeContainedButton, largeStartIcon } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const article = sxStyle({
  display: 'grid',
  gap: { xs: 3, md: 6 },
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
});

export const details = sxStyle({ display: 'flex', flexDirection: 'column', gap: 2.5 });

export const title = sxStyle(typographySx(), {
  ...displayTypeSx,
  fontSize: { xs: '1.8rem', md: '2.4rem' },
  lineHeight: 1.15,
  overflowWrap: 'anywhere',
});

export const addToCart = sxStyle(largeContainedButton, { px: 5 });
export const addToCartIcon = sxStyle(largeStartIcon);

export const descriptionHeading = sxStyle(typographySx(), {
  fontWeight: 700,
  fontSize: '1.1rem',
  mb: 1,
});
export const description = sxStyle(typographySx(), { whiteSpace: 'pre-line', lineHeight: 1.7 });
