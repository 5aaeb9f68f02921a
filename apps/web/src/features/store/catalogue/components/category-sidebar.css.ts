import { listItemButtonLook } from '../../../../components/light-controls';
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
const item = [
  listItemButtonLook,
  {
    borderRadius: 1,
    '&[aria-current="true"]': { bgcolor: 'rgba(131, 79, 55, 0.14)', color: '#5a3222' },
    '&[aria-current="true"]:hover': { bgcolor: 'rgba(131, 79, 55, 0.2)' },
  },
] as const;

export const category = sxStyle(...item);
/** A sub-type sits further in. */
export const subType = sxStyle(...item, { pl: 4 });

export const labelBox = sxStyle({ flex: '1 1 auto', minWidth: 0, my: '4px' });
export const label = sxStyle(typographySx(), { display: 'block' });
