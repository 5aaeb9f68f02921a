/**
 * MUI's createTheme carries its CSS-variables theme builder (createThemeWithVars, with the cssVars
 * helpers: about 6 KB gzip) for `cssVariables: true` or `colorSchemes`, which this shop never asks for.
 * MUI's own default theme (styles/defaultTheme, imported by every styled component) and lib/theme.ts
 * both go through createTheme, so importing something else in theme.ts would not drop it: this plugin
 * hands MUI's styles their createTheme reduced to the branch the shop takes. For options without
 * `cssVariables` and without `colorSchemes`, MUI's createTheme returns `createThemeNoVars(options,
 * ...args)`, exactly what this does; anything else stops with an error naming this file (issue 24).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const SHIM_ID = '\0mui-create-theme-without-css-variables';
const MUI_STYLES = `${path.sep}@mui${path.sep}material${path.sep}styles${path.sep}`;

export function themeWithoutCssVariables(): Plugin {
  const require = createRequire(import.meta.url);
  const muiRoot = path.dirname(require.resolve('@mui/material/package.json'));
  const noVars = path.join(muiRoot, 'styles', 'createThemeNoVars.mjs');
  return {
    name: 'theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer) return null;
      return path.normalize(importer).includes(MUI_STYLES) ? SHIM_ID : null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      return [
        `import createThemeNoVars from ${JSON.stringify(noVars)};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options) {",
        "    throw new Error('MUI theme with CSS variables or colour schemes: see apps/web/vite/theme-without-css-variables.ts');",
        '  }',
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
