/**
 * Packages published as CommonJS that have no side effects but cannot say so: the bundler keeps a
 * CommonJS module it imports whether or not anything of it is used. Emotion imports
 * hoist-non-react-statics (and with it an old react-is) only for its `withTheme`, which nothing here
 * calls: about 1.2 KB gzip of the storefront's first view (issue 24). Marked free of side effects, it
 * is dropped when unused and kept, whole, when something does use it.
 */
import type { Plugin } from 'vite';

const SIDE_EFFECT_FREE = new Set(['hoist-non-react-statics']);

export function sideEffectFreePackages(): Plugin {
  return {
    name: 'side-effect-free-packages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!SIDE_EFFECT_FREE.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}
