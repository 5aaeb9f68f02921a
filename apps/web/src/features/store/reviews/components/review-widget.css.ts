import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const columns = sxStyle({
  display: 'grid',
  gap: 4,
  gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
});

export const failed = sxStyle(typographySx());
