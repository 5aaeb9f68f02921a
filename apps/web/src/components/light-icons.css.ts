import { sxStyle } from '../styles/sx-style';
import { MUI_EASING } from './light-controls';

/** SvgIcon's root style (v9, this shop's theme's `transitions.duration.shorter`). */
export const icon = sxStyle({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  transition: `fill 200ms ${MUI_EASING.easeInOut} 0ms`,
  fill: 'currentColor',
});

export const small = sxStyle({ fontSize: '1.25rem' });
export const medium = sxStyle({ fontSize: '1.5rem' });
