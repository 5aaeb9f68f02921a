import { sxStyle, typographySx } from '../styles/sx-style';

export const heading = sxStyle(typographySx(), {
  fontFamily: 'Georgia, serif',
  fontWeight: 700,
  fontSize: '1.6rem',
  mb: 2,
});
