/**
 * MUI's temporary Drawer on the right (its Paper at elevation 16, 280 px wide, sliding in over a
 * dimmed page) and the List inside it, for a native <dialog> (decision 0040). The browser keeps the
 * dialog on top of the page, the page inert behind it and the focus inside it; the slide out is a
 * transition the browser lets finish before it hides the closed dialog (`allow-discrete`).
 */
import { keyframes } from '@vanilla-extract/css';
import { iconButton } from '../../../components/light-controls.css';
import { listItemButtonLook, MUI_EASING } from '../../../components/light-controls';
import { sxGlobalStyle, sxStyle, typographySx } from '../../../styles/sx-style';

// MUI's Slide and Fade: in over 225 ms easing out, away over 195 ms (the sharp curve for the slide).
const ENTER = `225ms ${MUI_EASING.easeOut}`;
const SHARP_EXIT = '195ms cubic-bezier(0.4, 0, 0.6, 1)';
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const fadeIn = keyframes({ from: { backgroundColor: 'rgba(0, 0, 0, 0)' } });
const stayShownWhileLeaving = 'overlay 195ms allow-discrete, display 195ms allow-discrete';

export const drawer = sxStyle({
  position: 'fixed',
  inset: '0 0 0 auto',
  m: 0,
  p: 0,
  border: 0,
  width: 280,
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  overflowY: 'auto',
  outline: 0,
  transform: 'translateX(100%)',
  transition: `transform ${SHARP_EXIT}, ${stayShownWhileLeaving}`,
  '&[open]': { transform: 'none', animation: `${slideIn} ${ENTER}` },
  '&::backdrop': {
    bgcolor: 'rgba(0, 0, 0, 0)',
    transition: `background-color 195ms ${MUI_EASING.easeInOut}, ${stayShownWhileLeaving}`,
  },
  '&[open]::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} ${ENTER}` },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&[open]': { animation: 'none' },
    '&::backdrop': { transition: 'none' },
    '&[open]::backdrop': { animation: 'none' },
  },
});

// The page behind does not scroll while the menu is open.
sxGlobalStyle(`html:has(.${drawer}[open])`, { overflow: 'hidden' });

/** The Paper's column, as tall as the dialog, so a tap on the dialog itself is a tap beside it. */
export const paper = sxStyle({ display: 'flex', flexDirection: 'column', minHeight: '100%' });

export const top = sxStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  p: 2,
});

export const closeButton = sxStyle(iconButton, { color: '#2C2C2C' });

export const divider = sxStyle({
  m: 0,
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: 'divider',
  borderBottomWidth: 'thin',
});

export const padded = sxStyle({ p: 2 });

export const list = sxStyle({ py: 1 });

// ListItemButton, with ListItemText inside.
export const entry = sxStyle(listItemButtonLook);

export const entryText = sxStyle(typographySx(), {
  display: 'block',
  flex: '1 1 auto',
  minWidth: 0,
  my: 0.5,
  fontWeight: 600,
});
