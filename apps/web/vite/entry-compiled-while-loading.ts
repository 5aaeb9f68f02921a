/**
 * The entry (react-dom, the router, the query cache, the layout: what hydrating a storefront page
 * runs) carries V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as its first line: Chrome
 * then compiles every function of the file on a background thread while the file streams in, instead
 * of each one on the main thread the first time it is called, which on a phone was most of what
 * hydrating cost after the code had arrived (issue 24; figures in decision 0040). Other browsers
 * read a comment. Only the entry: every function in it runs while the page hydrates, which is what
 * the hint is for (https://v8.dev/blog/explicit-compile-hints).
 */
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function entryCompiledWhileLoading(): Plugin {
  return {
    name: 'entry-compiled-while-loading',
    apply: 'build',
    // The browser's bundle, not the server renderer's.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      // After Vite's own additions to the chunk (its preload helper's list of files goes first).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // A source map, when the build writes one, starts a line later too.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
