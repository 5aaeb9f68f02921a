import { sxStyle } from '../styles/sx-style';

export const hidden = sxStyle({
  position: 'absolute',
  // Strings: MUI reads a bare 1 as 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
