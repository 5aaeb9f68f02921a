/**
 * The storefront rendered on the server (decision 0009): the page's HTML with its data and the styles
 * of its first paint, so a phone shows the page before any JavaScript has run, and the browser hydrates
 * it with the same data instead of fetching it again. Only the storefront: the back office and the
 * sign-in page stay client-rendered and are not in this bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import type {
  RenderedStorePage,
  ServerRenderedPage,
  StorePageRenderer,
} from '@shop/domain/store-pages';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { Route, Routes, StaticRouter } from './lib/router';
import { createQueryClient, Providers } from './app/providers';
import { storePageAddress, storePageQueries } from './app/store-page-queries';
import { StoreRoutes } from './app/store-routes';
import { isNotFoundError, setApiTransport } from './lib/api-client';
import { setUpPreact } from './lib/preact-options';
import { QUERY_STATE_ID } from './lib/query-state';

setUpPreact();

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How this rendering reaches the API: the server answers in-process, without a network hop. Kept per
 * rendering (not per module), so two apps in one process each answer their own pages' calls.
 */
const api = new AsyncLocalStorage<Transport>();
setApiTransport((url, init) => {
  const transport = api.getStore();
  if (!transport) throw new Error('An API call outside renderStorePage');
  return transport(url, init);
});

/** What the API loads from this bundle (apps/api/src/modules/seo/storefront-html.ts). */
export const storePageRenderer: StorePageRenderer<Transport> = {
  pageAddress: storePageAddress,
  renderStorePage: (page, url, transport) => api.run(transport, () => render(page, url)),
};

async function render(page: ServerRenderedPage, url: string): Promise<RenderedStorePage> {
  const queryClient = createQueryClient();
  await Promise.all(
    storePageQueries(page, url).map((query) =>
      // Once: the page shows its own message for what failed, and the browser asks again.
      queryClient.prefetchQuery({ ...query, retry: false }),
    ),
  );

  // No vendor prefixes (stylis's default plugin): the browsers the shop supports need none, and they
  // would make up a third of the page's CSS. The browser's own cache keeps its defaults.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const emotion = createEmotionServer(cache);
  // Waits for the page's lazy parts, as the browser's first render would find them.
  const html = await renderToStringAsync(
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers queryClient={queryClient}>
          <StaticRouter location={url}>
            <Routes>
              <Route path="/*" element={<StoreRoutes />} />
            </Routes>
          </StaticRouter>
        </Providers>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(
    withComposedStyles(emotion.extractCriticalToChunks(html), cache),
  );
  const head = [preloadOfMainImage(html), styles].filter(Boolean).join('\n');
  const state = JSON.stringify(
    dehydrate(queryClient, {
      // A product that does not exist goes along too: the browser shows the same not-found page.
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' || isNotFoundError(query.state.error),
    }),
  )
    // Inside <script>, "</script>" or "<!--" in a product's text must not end or bend the element.
    .replace(/</g, '\\u003c');
  queryClient.clear();
  return {
    html,
    head,
    state: `<script id="${QUERY_STATE_ID}" type="application/json">${state}</script>`,
  };
}

/**
 * A preload of the page's first high-priority image, its largest on the first screen (the hero, the
 * product's photo, the first card): the browser asks for it while still reading the head. The
 * attributes are copied as the renderer wrote them, so they are escaped already.
 */
function preloadOfMainImage(html: string): string {
  // An attribute's value may hold a '>' (Preact escapes only '<', '&' and '"' in it): quoted values
  // are read whole.
  const img = /<img\b(?:[^>"]|"[^"]*")*?\sfetchpriority="high"(?:[^>"]|"[^"]*")*>/i.exec(html)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return [
    `<link rel="preload" as="image" href="${src}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    srcset && sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high">',
  ].join('');
}

/**
 * Adds the rules Emotion wrote while rendering that no element names: those of a styled component
 * composed into another's class (MUI's Button is styled on ButtonBase; the element carries only the
 * composed class). Left out, the browser's Emotion writes each of them again while hydrating, in the
 * one commit task (120 rules on a product page); sent, its cache knows them from the page.
 */
function withComposedStyles(
  chunks: EmotionCriticalToChunks,
  cache: EmotionCache,
): EmotionCriticalToChunks {
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) => !sent.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  const css = composed.map((id) => cache.inserted[id]).filter((rule) => typeof rule === 'string');
  return {
    ...chunks,
    styles: [...chunks.styles, { key: cache.key, ids: composed, css: css.join('') }],
  };
}
