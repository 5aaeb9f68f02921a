/**
 * The storefront's code is asked for at once, at low priority (decision 0018, revised for issue 24).
 * Vite writes the app's entry and the modules it imports into index.html's <head> as
 * <script type="module"> and <link rel="modulepreload">, which a browser fetches at once at a higher
 * priority than they deserve on a server-rendered page: on a phone's connection they held the main
 * picture back by about a second. Marked fetchpriority="low", they are still found by the preload
 * scanner as the head is read, but the browser serves the page's main picture (fetchpriority="high",
 * preloaded by the server) first and the code in the bandwidth left, so the page is interactive a
 * second or more sooner than when the code was asked for after the picture was painted, and a tap
 * meanwhile is kept (input-before-the-app.ts).
 */
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="/g;

export function appCodeAtLowPriority(): Plugin {
  return {
    name: 'app-code-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY.test(html))
          throw new Error('app-code-at-low-priority: the built index.html has no entry script');
        return html
          .replace(ENTRY, '<script type="module" crossorigin fetchpriority="low" src="')
          .replace(
            MODULE_PRELOAD,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href="',
          );
      },
    },
  };
}
