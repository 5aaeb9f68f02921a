import { sxStyle } from '../../../styles/sx-style';

export const strip = sxStyle({
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  py: 0.75,
  textAlign: 'center',
});

/** MUI's Typography body2, as the strip's one line. */
export const message = sxStyle({ typography: 'body2', m: 0, fontWeight: 600, letterSpacing: 0.5 });
