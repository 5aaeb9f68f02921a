import { MUI_EASING } from '../../../../components/light-controls';
import {} from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const heading = sxStyle(typographySx(), {
  fontWeight: 700,
  fontSize: '1.15rem',
  mb: 1,
  px: 1,
});
export const list = sxStyle({ position: 'relative' });

/**
 * MUI's ListItemButton with a ListItemText, as a plain button (issue 24: ButtonBase, its ripple and
 * the list's components stay out of the catalogue's first view); the shop's brown for the category
 * shown, which is also marked current for screen readers.
 */
const item = {
  display: 'flex',
  flexGrow: 1,
  width: '100%',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 0,
  m: 0,
  border: 0,
  borderRadius: 1,
  py: '8px',
  px: '16px',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  bgcolor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color 150ms ${MUI_EASING.easeInOut} 0ms`,
  '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
  '&:focus-visible': { bgcolor: 'action.focus' },
  '&[aria-current="true"]': { bgcolor: 'rgba(131, 79, 55, 0.14)', color: '#5a3222' },
  '&[aria-current="true"]:hover': { bgcolor: 'rgba(131, 79, 55, 0.2)' },
} as const;

export const category = sxStyle(item);
/** A sub-type sits further in. */
export const subType = sxStyle(item, { pl: 4 });

export const labelBox = sxStyle({ flex: '1 1 auto', minWidth: 0, my: '4px' });
export const label = sxStyle(typographySx(), { display: 'block' });
