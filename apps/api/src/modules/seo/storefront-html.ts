/**
 * The storefront's pages as HTML: index.html with the page's own <head> (page-head.ts) and status, and,
 * for every storefront route, the page itself rendered with its data by the web app's server renderer
 * (apps/web/src/entry-server.tsx, decision 0009). A phone paints the page before any JavaScript runs;
 * crawlers and link previews read it whole. The back office and the sign-in page stay client-rendered.
 *
 * A rendered page is kept in the storefront cache (catalogue/answer-cache.ts) with the catalogue's
 * answers and dropped with them whenever products, orders, reviews or banners change.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isQueryAddressed,
  isServerRendered,
  matchStorePage,
  pagePath,
  sharedAddress,
  storePage,
  type StorePageName,
  type StorePageRenderer,
} from '@shop/domain/store-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { sendCachedAnswer, uncachedAnswer, type AnswerCache } from '../catalogue/answer-cache';
import { readPageCode } from './page-code';
import { renderHead } from './page-head';
import { createSeoRepository } from './seo.repository';
import { describePage } from './storefront-pages';

const HEAD_SLOT = '<!--page-head-->';
const BASE = 'http://shop.invalid';
const ROOT = '<div id="root"></div>';

/** The web's server bundle, whose calls to the API are answered in-process. */
export type StoreRenderer = StorePageRenderer<
  (url: string, init: RequestInit) => Promise<Response>
>;

/** index.html with its static title and description taken out and a slot for the page's own. */
function headTemplate(indexHtml: string): string {
  const stripped = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '');
  if (!stripped.includes('</head>')) throw new Error('index.html has no </head>');
  return stripped.replace('</head>', `  ${HEAD_SLOT}\n  </head>`);
}

/**
 * The build's stylesheets (a few KB: the toasts') written into the page instead of linked: a linked
 * stylesheet holds the first paint back by a round trip, which on a phone's network is most of it.
 */
function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (_link, file: string) => `<style>${readFileSync(path.join(webDist, file), 'utf8')}</style>`,
  );
}

/** The server renderer built beside the web app (apps/web/dist-server), when it was built. */
export async function loadStoreRenderer(webDist: string): Promise<StoreRenderer | undefined> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  // The bundle declares its export as this type (apps/web/src/entry-server.tsx).
  const bundle = (await import(pathToFileURL(file).href)) as { storePageRenderer: StoreRenderer };
  return bundle.storePageRenderer;
}

export function createStorefrontHtml(deps: {
  app: FastifyInstance;
  indexHtmlPath: string;
  renderer: StoreRenderer | undefined;
  db: Database;
  cache: AnswerCache;
}) {
  const template = inlineStylesheets(
    headTemplate(readFileSync(deps.indexHtmlPath, 'utf8')),
    path.dirname(deps.indexHtmlPath),
  );
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const seo = createSeoRepository(deps.db);
  const { renderer } = deps;
  const pageCode = readPageCode(path.dirname(deps.indexHtmlPath));
  // The renderer's API calls are answered in-process: same routes, same caches, no socket.
  async function answerInProcess(url: string, init: RequestInit): Promise<Response> {
    const answer = await deps.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  }

  async function makePage(page: StorePageName, shown: string, origin: string) {
    const url = new URL(shown, BASE);
    const head = await describePage(page, url.pathname, url.searchParams, {
      origin,
      productForPage: (id) => seo.productForPage(id),
    });
    let html = template.replace(HEAD_SLOT, renderHead(head));
    // The pages rendered in the browser (the back office, an order's page, a cart link) get the app alone.
    if (renderer && isServerRendered(page)) {
      const rendered = await renderer.renderStorePage(page, shown, answerInProcess);
      // The page's own code, for the loader to ask for with the entry (page-code.ts).
      const code = pageCode[page]?.join(' ');
      html = html
        .replace('</head>', `${rendered.head}\n  </head>`)
        .replace(
          ROOT,
          `<div id="root"${code ? ` data-page-code="${code}"` : ''}>${rendered.html}</div>${rendered.state}`,
        );
    }
    return { body: html, type: 'text/html; charset=utf-8', status: head.status };
  }

  /**
   * The one address whose rendering answers a request, so that what a client can make up takes no
   * place of its own in the cache: the page's own spelling (only the parameters it reads, in one
   * order); one rendering for every order's page and one for the back office (the browser renders
   * them); and the not-found page for every address without a page. A missing product's page is its
   * own (the browser hydrates the product route there, so it must be that route's rendering) but is
   * made for the request and kept nowhere.
   */
  async function shownAddress(
    requestUrl: string,
    origin: string,
  ): Promise<{ page: StorePageName; address: string; kept: boolean }> {
    const { pathname } = new URL(requestUrl, BASE);
    const { page, params } = matchStorePage(pathname);
    const kept = (address: string) => ({ page, address, kept: true });
    if (storePage(page).address === 'shared') return kept(sharedAddress(page));
    // A record's page (a product's): its own rendering, kept once the record is known to exist.
    if (params.id !== undefined) {
      const address = pagePath(page, params);
      if (deps.cache.made(pageKey(origin, address))) return kept(address);
      return { page, address, kept: Boolean(await seo.productForPage(Number(params.id))) };
    }
    // Without the renderer only the head is made, which reads the query as it comes.
    if (isQueryAddressed(page)) return kept(renderer?.pageAddress(page, requestUrl) ?? requestUrl);
    return kept(pathname);
  }

  return async function sendStorefrontPage(request: FastifyRequest, reply: FastifyReply) {
    const origin = deps.app.siteOrigin(request);
    const shown = await shownAddress(request.url, origin);
    const make = () => makePage(shown.page, shown.address, origin);
    const answer = shown.kept
      ? await deps.cache.get(pageKey(origin, shown.address), make)
      : await uncachedAnswer(make);
    return sendCachedAnswer(request, reply, answer);
  };
}

const pageKey = (origin: string, address: string) => `page ${origin}${address}`;
