import { MUI_EASING } from '../../../../components/light-controls';
import {} from '../../../../components/light-controls.css';
import { sxStyle } from '../../../../styles/sx-style';

/**
 * MUI's FormControlLabel around a Radio (v9, this shop's theme), drawn on plain elements: a native
 * radio, invisible, over the ring and dot. A focused radio is ringed as MUI's focus ripple ringed it.
 */
export const picker = sxStyle({ display: 'inline-flex', flexDirection: 'column', minWidth: 0 });

export const label = sxStyle({
  typography: 'body1',
  lineHeight: '1.4375em',
  fontWeight: 600,
  color: '#2C2C2C',
});

export const group = sxStyle({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

export const choice = sxStyle({
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  ml: '-11px',
  mr: 2,
  '&:has(input:disabled)': { cursor: 'default', color: 'text.disabled' },
});

export const radio = sxStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '9px',
  borderRadius: '50%',
  color: '#6b5a50',
  '&:has(input:checked)': { color: 'primary.main' },
  '&:has(input:disabled)': { color: 'action.disabled' },
  '@media (hover: hover)': {
    '&:hover:has(input:enabled)': { bgcolor: 'rgba(131, 79, 55, 0.04)' },
  },
  '&:has(input:focus-visible)': { bgcolor: 'rgba(107, 90, 80, 0.3)' },
  '&:has(input:checked:focus-visible)': { bgcolor: 'rgba(131, 79, 55, 0.3)' },
  // The dot grows in when checked, as MUI's does.
  '& > svg + svg': {
    position: 'absolute',
    left: 9,
    transform: 'scale(0)',
    transition: `transform 150ms ${MUI_EASING.easeIn} 0ms`,
  },
  '&:has(input:checked) > svg + svg': {
    transform: 'scale(1)',
    transition: `transform 150ms ${MUI_EASING.easeOut} 0ms`,
  },
});

export const input = sxStyle({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  p: 0,
  opacity: 0,
  zIndex: 1,
  cursor: 'inherit',
});

export const valueName = sxStyle({ typography: 'body1' });
