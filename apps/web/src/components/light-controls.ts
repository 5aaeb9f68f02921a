/**
 * MUI's Button, IconButton and Badge as styles for plain elements (issue 24). Their components bring
 * ButtonBase, the touch ripple and their transitions into the first view's code (about 6 KB gzip),
 * for a press effect the storefront's header and first screens do without. The values are MUI's own
 * (v9, with this shop's theme), so a control looks the same. Written as `sx` and read only when the
 * app is built: light-controls.css.ts makes each look a class, which a part's class adds to
 * (decision 0040).
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Look = SystemStyleObject<Theme>;

/** MUI's easing curves (theme.transitions.easing), for the transitions these looks copy. */
export const MUI_EASING = {
  easeInOut: 'cubic-bezier(0.4, 0, 0.2, 1)',
  easeOut: 'cubic-bezier(0.0, 0, 0.2, 1)',
  easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;
const EASE = MUI_EASING.easeInOut;

/** ButtonBase's reset of a button or a link. */
const baseLook = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&:disabled': { pointerEvents: 'none', cursor: 'default' },
} as const;

type Variant = 'text' | 'contained' | 'outlined';
type Size = 'small' | 'medium' | 'large';

const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
};
const FONT_SIZE: Record<Size, string> = {
  small: '0.8125rem',
  medium: '0.875rem',
  large: '0.9375rem',
};

/** MUI's Button (primary colour, without elevation as the theme sets it). */
export function buttonLook(variant: Variant, size: Size = 'medium'): Look {
  const byVariant = {
    text: {
      color: 'primary.main',
      '@media (hover: hover)': { '&:hover': { bgcolor: 'rgba(131, 79, 55, 0.04)' } },
    },
    contained: {
      color: 'primary.contrastText',
      bgcolor: 'primary.main',
      '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.dark' } },
      '&:disabled': { color: 'action.disabled', bgcolor: 'action.disabledBackground' },
    },
    outlined: {
      color: 'primary.main',
      border: '1px solid rgba(131, 79, 55, 0.5)',
      '@media (hover: hover)': {
        '&:hover': { borderColor: 'primary.main', bgcolor: 'rgba(131, 79, 55, 0.04)' },
      },
      '&:disabled': { border: '1px solid rgba(0, 0, 0, 0.12)' },
    },
  }[variant];
  return {
    ...baseLook,
    // The theme's button type (its font, 600, no capitals); a <button> does not inherit the page's.
    typography: 'button',
    fontSize: FONT_SIZE[size],
    minWidth: 64,
    padding: PADDING[variant][size],
    borderRadius: '4px',
    transition: ['background-color', 'box-shadow', 'border-color', 'color']
      .map((property) => `${property} 250ms ${EASE} 0ms`)
      .join(','),
    '&:hover': { textDecoration: 'none' },
    ...byVariant,
    // Written once, whole: a later '&:disabled' key would replace ButtonBase's, whose
    // `pointer-events: none` lets a tap on a disabled button reach the page (as MUI's does), where
    // the input kept before the app finds it (vite/input-before-the-app.ts).
    '&:disabled': {
      ...baseLook['&:disabled'],
      color: 'action.disabled',
      ...('&:disabled' in byVariant ? byVariant['&:disabled'] : {}),
    },
  } as Look;
}

/** The span around a Button's start icon (MUI's `startIcon` slot), for `buttonLook`'s size. */
export function buttonStartIconLook(size: Size = 'medium'): Look {
  return {
    display: 'inherit',
    mr: '8px',
    ml: '-4px',
    '& > *:nth-of-type(1)': { fontSize: { small: 18, medium: 20, large: 22 }[size] },
  } as Look;
}

/** MUI's IconButton in its default colour; `small` is its small size. */
export function iconButtonLook(size: 'small' | 'medium' = 'medium'): Look {
  return {
    ...baseLook,
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: size === 'small' ? '1.125rem' : '1.5rem',
    padding: size === 'small' ? '5px' : '8px',
    borderRadius: '50%',
    color: 'action.active',
    transition: `background-color 150ms ${EASE} 0ms`,
    '&:hover': {
      bgcolor: 'rgba(0, 0, 0, 0.04)',
      '@media (hover: none)': { bgcolor: 'transparent' },
    },
  } as Look;
}

/** MUI's ListItemButton over ButtonBase's reset, for a plain button or link in a list. */
export const listItemButtonLook: Look = {
  display: 'flex',
  flexGrow: 1,
  width: '100%',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 0,
  m: 0,
  px: 2,
  py: 1,
  border: 0,
  borderRadius: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color 150ms ${EASE} 0ms`,
  '&:hover': {
    textDecoration: 'none',
    bgcolor: 'action.hover',
    '@media (hover: none)': { bgcolor: 'transparent' },
  },
  '&:focus-visible': { bgcolor: 'action.focus' },
};

/** MUI's standard Badge in the primary colour: the root around the icon, and the count. */
export const badgeRootLook: Look = {
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
};
export const badgeLook: Look = {
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  boxSizing: 'border-box',
  fontFamily: 'inherit',
  fontWeight: 500,
  fontSize: '0.75rem',
  minWidth: 20,
  lineHeight: 1,
  padding: '0 6px',
  height: 20,
  borderRadius: '10px',
  zIndex: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  top: 0,
  right: 0,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
};
