import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const section = sxStyle({
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  py: { xs: 5, md: 8 },
});
export const none = sxStyle(typographySx(), { textAlign: 'center' });
