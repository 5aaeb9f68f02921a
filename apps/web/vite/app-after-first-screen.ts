/**
 * The storefront's first screen before its code (decision 0018). Vite writes the app's entry and the
 * modules it imports into index.html as <script type="module"> and <link rel="modulepreload">, which a
 * browser fetches at once, side by side with the page's main picture: on a phone's connection the
 * 170 KB of code then holds the picture back by about a second, for a page the server has already
 * rendered. This plugin puts a small inline script in their place, which fetches the same files once
 * the first screen, main picture included, is painted, or at once on the shopper's first touch or key.
 * Pages rendered in the browser (the back office and its sign-in) have nothing to show before their
 * code and fetch it at once.
 *
 * The server allows this one inline script by its hash in the Content-Security-Policy
 * (apps/api/src/plugins/security-headers.ts reads it from the built index.html).
 */
import type { Plugin } from 'vite';

/** The longest the code waits for a main picture that is slow to come, in milliseconds. */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs in the page, at the end of <body>: the markup and the page's data are in the document. It is
 * written into the page as its source text, so it may use nothing from outside itself.
 */
export function loadAppAfterFirstScreen(entry: string, imports: string[], longestWaitMs: number) {
  let started = false;
  const root = document.getElementById('root');
  // The page's own chunks, which the server names from the build's manifest: asked for with the
  // entry, not a round trip later when hydration reaches the page's lazy() route.
  const pageCode = root?.dataset.pageCode?.split(' ') ?? [];
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    for (const href of [...imports, ...pageCode]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  if (!root?.firstElementChild) {
    start();
    return;
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  setTimeout(start, longestWaitMs);
  // The frame that shows the picture is painted before the code is asked for.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const picture = root.querySelector('img[fetchpriority="high"]');
  if (picture instanceof HTMLImageElement) picture.decode().then(afterNextPaint, afterNextPaint);
  else afterNextPaint();
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function appAfterFirstScreen(): Plugin {
  return {
    name: 'app-after-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry)
          throw new Error('app-after-first-screen: the built index.html has no entry script');
        const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
        const call = [entry, imports, LONGEST_WAIT_MS].map((value) => JSON.stringify(value));
        return {
          html: html.replace(ENTRY, '').replace(MODULE_PRELOAD, ''),
          tags: [
            {
              tag: 'script',
              children: `(${loadAppAfterFirstScreen.toString()})(${call.join(', ')});`,
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
