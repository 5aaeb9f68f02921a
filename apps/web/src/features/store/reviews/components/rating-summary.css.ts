import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const summary = sxStyle({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  flexWrap: 'wrap',
  mb: 2,
});

export const average = sxStyle(typographySx(), { fontWeight: 600 });

export const count = sxStyle({ color: '#5c4a40', fontWeight: 400 });
