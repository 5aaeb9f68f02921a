/**
 * MUI's CssBaseline (v9, without colour schemes), made at build time (decision 0040): the page's
 * reset is in the stylesheet the server writes into every page, so no component draws it while the
 * app starts, and MUI need not be loaded for it.
 */
import { sxGlobalStyle } from './sx-style';

sxGlobalStyle('html', {
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  // Padding and border inside an element's width, for every element (below).
  boxSizing: 'border-box',
  // iOS does not enlarge the text of a page turned sideways.
  WebkitTextSizeAdjust: '100%',
});
sxGlobalStyle('*, *::before, *::after', { boxSizing: 'inherit' });
sxGlobalStyle('strong, b', { fontWeight: 'fontWeightBold' });
sxGlobalStyle('body', {
  m: 0,
  color: 'text.primary',
  typography: 'body1',
  bgcolor: 'background.default',
  // Printing saves the ink.
  '@media print': { bgcolor: 'common.white' },
});
sxGlobalStyle('body::backdrop', { bgcolor: 'background.default' });
