/**
 * MUI's styles make their theme with `createTheme` (styles/createTheme.mjs); this plugin hands them
 * one of its own, which does two things (issue 24):
 *
 * - **The shop's theme is MUI's default theme.** MUI draws with the theme a provider gives it, and
 *   without one with a default it makes by calling `createTheme()` (styles/defaultTheme.mjs, and
 *   Box's own). Called so, this `createTheme` returns the shop's theme (src/lib/theme-options.ts),
 *   and src/lib/theme.ts, which makes it from the same options, gets the same object. So no
 *   ThemeProvider sits above the app: the storefront's first screens are styled at build time
 *   (decision 0040), and MUI and Emotion load only with a part MUI draws (a dialog, a form, the
 *   back office). What a provider alone gives MUI is not used: a theme's `defaultProps`, right to
 *   left.
 * - **Without the CSS-variables builder.** MUI's createTheme carries its CSS-variables theme builder
 *   (createThemeWithVars, with the cssVars helpers: about 6 KB gzip) for `cssVariables: true` or
 *   `colorSchemes`, which this shop never asks for. For options without either, MUI's createTheme
 *   returns `createThemeNoVars(options, ...args)`, exactly what this does; anything else stops with
 *   an error naming this file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM_ID = '\0shop-theme-as-mui-default';
const MUI_STYLES = `${path.sep}@mui${path.sep}material${path.sep}styles${path.sep}`;
const THEME_OPTIONS = fileURLToPath(new URL('../src/lib/theme-options.ts', import.meta.url));

export function shopThemeAsMuiDefault(): Plugin {
  const require = createRequire(import.meta.url);
  const muiRoot = path.dirname(require.resolve('@mui/material/package.json'));
  const noVars = path.join(muiRoot, 'styles', 'createThemeNoVars.mjs');
  return {
    name: 'shop-theme-as-mui-default',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer) return null;
      return path.normalize(importer).includes(MUI_STYLES) ? SHIM_ID : null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      return [
        `import createThemeNoVars from ${JSON.stringify(noVars)};`,
        `import { themeOptions } from ${JSON.stringify(THEME_OPTIONS)};`,
        'let shopTheme;',
        'export default function createTheme(options = themeOptions, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options) {",
        "    throw new Error('MUI theme with CSS variables or colour schemes: see apps/web/vite/shop-theme-as-mui-default.ts');",
        '  }',
        '  if (options !== themeOptions || args.length > 0) return createThemeNoVars(options, ...args);',
        '  return (shopTheme ??= createThemeNoVars(themeOptions));',
        '}',
      ].join('\n');
    },
  };
}
