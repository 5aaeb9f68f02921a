import { sxStyle, typographySx } from '../../../styles/sx-style';

// MUI's Container at its small width.
export const page = sxStyle({
  width: '100%',
  mx: 'auto',
  boxSizing: 'border-box',
  px: { xs: 2, sm: 3 },
  maxWidth: { sm: 600 },
  py: 10,
  textAlign: 'center',
});

// Typography's h4 with gutterBottom.
export const heading = sxStyle({ m: 0, typography: 'h4', mb: '0.35em' });

export const message = sxStyle(typographySx(), { mb: 3 });
