import { sxStyle } from '../styles/sx-style';
import { displayTypeSx } from './display-type';

export const logo = sxStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  lineHeight: 1,
});
export const dark = sxStyle({ color: '#834F37' });
export const light = sxStyle({ color: '#F6D8C6' });

export const wordmark = sxStyle({
  ...displayTypeSx,
  fontSize: { xs: '1.2rem', sm: '1.45rem' },
  letterSpacing: 0.3,
  whiteSpace: 'nowrap',
});
