/**
 * The storefront's first screen before its code (decision 0018). Vite writes the app's entry and the
 * modules it imports into index.html as <script type="module"> and <link rel="modulepreload">, which a
 * browser fetches at once, side by side with the page's main picture: on a phone's connection the
 * 170 KB of code then holds the picture back by about a second, for a page the server has already
 * rendered. This plugin puts a small inline script in their place, in the <head>, which fetches the
 * same files once the main picture has come, or at once on the shopper's first touch or key. Pages
 * without a main picture, and pages rendered in the browser (the back office and its sign-in), fetch
 * them once the document is read.
 *
 * The server allows this one inline script by its hash in the Content-Security-Policy
 * (apps/api/src/plugins/security-headers.ts reads it from the built index.html).
 */
import type { Plugin } from 'vite';

/** The longest the code waits for a main picture that is slow to come, in milliseconds. */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs in the page's <head>, before the markup, so it sees the main picture's bytes arrive: from then
 * on the code no longer shares the connection with the picture. Waiting for the frame that shows the
 * picture, as it once did, made the code come 0.5-0.9 s later on the throttled phone: that frame
 * comes after the browser has laid out the whole page (decision 0018, ninth revision). It is
 * written into the page as its source text, so it may use nothing from outside itself. The app
 * waits for the whole document before it hydrates (main.tsx).
 */
export function loadAppAfterMainPicture(entry: string, imports: string[], longestWaitMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The page's own chunks, which the server names from the build's manifest: asked for with the
    // entry, not a round trip later when hydration reaches the page's lazy() route.
    const pageCode = document.getElementById('root')?.dataset.pageCode?.split(' ') ?? [];
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
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  setTimeout(start, longestWaitMs);
  // The main picture (its preload in the <head>, or its <img>) has come, or failed to: its load and
  // error events do not bubble, so they are caught on their way down the document.
  const mainPicture = '[fetchpriority="high" i]:is(link[rel="preload"][as="image"], #root img)';
  for (const type of ['load', 'error']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.matches(mainPicture)) start();
      },
      { capture: true },
    );
  }
  // A page without a main picture, or drawn in the browser (the back office), asks once it is read.
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector(mainPicture)) start();
  });
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
              children: `(${loadAppAfterMainPicture.toString()})(${call.join(', ')});`,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
