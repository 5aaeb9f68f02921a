/**
 * The web app's index.html with each page's own <head> (page-head.ts) and status: the shell the
 * browser's app starts from, already telling crawlers and link previews what the page is.
 */
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { renderHead } from './page-head';
import { createSeoRepository } from './seo.repository';
import { siteOrigin } from './site-origin';
import { describePage } from './storefront-pages';

const HEAD_SLOT = '<!--page-head-->';

/** index.html with its static title and description taken out and a slot for the page's own. */
export function headTemplate(indexHtml: string): string {
  const stripped = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '');
  if (!stripped.includes('</head>')) throw new Error('index.html has no </head>');
  return stripped.replace('</head>', `  ${HEAD_SLOT}\n  </head>`);
}

export function createStorefrontHtml(deps: {
  indexHtmlPath: string;
  db: Database;
  publicUrl: string | undefined;
}) {
  const template = headTemplate(readFileSync(deps.indexHtmlPath, 'utf8'));
  const seo = createSeoRepository(deps.db);

  return async function sendStorefrontPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://shop.invalid');
    const head = await describePage(url.pathname, url.searchParams, {
      origin: siteOrigin(request, deps.publicUrl),
      productForPage: (id) => seo.productForPage(id),
    });
    return reply
      .status(head.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.replace(HEAD_SLOT, renderHead(head)));
  };
}
