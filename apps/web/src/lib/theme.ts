import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme-options';

export { MUTED_TEXT, NAV_TAN } from './theme-options';

/**
 * The shop's theme, for code that reads its values (the styles made at build time, a chart's
 * colours). In the build it is the very object MUI draws with (vite/shop-theme-as-mui-default.ts).
 */
export const theme = createTheme(themeOptions);
