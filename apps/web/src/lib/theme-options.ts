import type { ThemeOptions } from '@mui/material/styles';

/** Grey for labels and hints on white (7:1 contrast). */
export const MUTED_TEXT = '#595959';

const MUTED_ROOT = { styleOverrides: { root: { color: MUTED_TEXT } } };

/**
 * The shop's theme (spec §1): brown and light peach on white; buttons with white text. The build makes
 * it MUI's default theme (vite/shop-theme-as-mui-default.ts, decision 0040), so no provider sits above
 * the app and MUI loads only with a part it draws. This module imports nothing of MUI's code: the
 * build's MUI imports it. No `defaultProps` here: MUI reads those from a provider.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#834F37', contrastText: '#ffffff' },
    secondary: { main: '#F6D8C6', contrastText: '#2C2C2C' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#2C2C2C', secondary: '#ffffff' },
    // warning.dark is a status's text ("Waiting", a city not on the list) on white and on a hovered
    // row: MUI's #e65100 reads at 3.8:1 there, below the 4.5:1 small text needs; this one at 6.3:1.
    warning: { main: '#ed6c02', dark: '#8f4700' },
  },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        contained: {
          // Flat, as `disableElevation` draws it (a default prop, which needs a provider).
          boxShadow: 'none',
          '&:hover, &:active, &.Mui-focusVisible, &.Mui-disabled': { boxShadow: 'none' },
          // The ripple is drawn in the label's colour: white over a brown button, a focused button's
          // pulsing ripple lightened the brown under its white label below a readable contrast.
          '& .MuiTouchRipple-child': { backgroundColor: '#000' },
        },
      },
    },
    // The spec's text.secondary is white (for text on brown). MUI paints labels, helper text and an
    // unchecked box or radio with it, white on white: give them a readable grey instead. One object
    // for all, so the first view's JavaScript carries it once. (A field's text adornment, 'PKR', is
    // grey where the back office uses one: cod-rules-card.tsx.)
    MuiInputLabel: MUTED_ROOT,
    MuiFormLabel: MUTED_ROOT,
    MuiFormHelperText: MUTED_ROOT,
    MuiCheckbox: MUTED_ROOT,
    MuiRadio: MUTED_ROOT,
    MuiDialogContentText: { styleOverrides: { root: { color: '#2C2C2C' } } },
  },
};

/** The tan the navigation bar turns once the page is scrolled (spec §1). */
export const NAV_TAN = '#D2B48C';
