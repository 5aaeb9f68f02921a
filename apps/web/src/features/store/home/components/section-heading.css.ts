import { displayHeadingSx } from '../../../../components/display-type';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const heading = sxStyle(typographySx(), {
  ...displayHeadingSx,
  textAlign: 'center',
  mb: { xs: 3, md: 4 },
});
