/**
 * robots.txt and sitemap.xml (issue #10), from the table of storefront pages (decision 0036): the
 * pages it disallows, and every page it lists: each product page and each category page with its last
 * change, so a search engine finds a new product without following links.
 */
import { JEWELRY_SUB_TYPES, PRODUCT_TYPES } from '@shop/domain/constants';
import {
  isListed,
  pagePath,
  routePrefix,
  STORE_PAGE_NAMES,
  storePage,
  type ListedPage,
} from '@shop/domain/store-pages';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from './page-head';
import { createSeoRepository } from './seo.repository';

/** Pages kept out of search engines: the back office, its sign-in, the checkout, orders' pages. */
const DISALLOWED = STORE_PAGE_NAMES.filter((page) => storePage(page).search === 'disallowed').map(
  routePrefix,
);

function urlEntry(location: string, lastModified: Date | null | undefined): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(location)}</loc>${lastmod}</url>`;
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const seo = createSeoRepository(app.db);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = app.siteOrigin(request);
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = app.siteOrigin(request);
    const [pages, sections] = await Promise.all([seo.productPages(), seo.sectionChanges()]);
    const latest = (rows: { updatedAt: Date | null }[]) =>
      rows.reduce<Date | null>(
        (newest, row) =>
          row.updatedAt && (!newest || row.updatedAt > newest) ? row.updatedAt : newest,
        null,
      );
    const changed = latest(sections);
    const catalogue = pagePath('catalogue', {});
    // Each listed page's addresses and their last change.
    const listed: Record<ListedPage, () => string[]> = {
      home: () => [urlEntry(`${origin}${pagePath('home', {})}`, changed)],
      catalogue: () => [
        urlEntry(`${origin}${catalogue}`, changed),
        ...PRODUCT_TYPES.map((type) =>
          urlEntry(
            `${origin}${catalogue}?type=${encodeURIComponent(type)}`,
            latest(sections.filter((section) => section.type === type)),
          ),
        ),
        ...JEWELRY_SUB_TYPES.map((subType) =>
          urlEntry(
            `${origin}${catalogue}?sub_type=${encodeURIComponent(subType)}`,
            latest(sections.filter((section) => section.subType === subType)),
          ),
        ),
      ],
      contact: () => [urlEntry(`${origin}${pagePath('contact', {})}`, null)],
      product: () =>
        pages.map((page) =>
          urlEntry(`${origin}${pagePath('product', { id: String(page.id) })}`, page.updatedAt),
        ),
    };
    const entries = STORE_PAGE_NAMES.filter(isListed).flatMap((page) => listed[page]());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });
};
