/**
 * robots.txt and sitemap.xml (issue #10): every product page and every category page with its last
 * change, so a search engine finds a new product without following links.
 */
import { JEWELRY_SUB_TYPES, PRODUCT_TYPES } from '@shop/domain/constants';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from './page-head';
import { createSeoRepository } from './seo.repository';

/** Pages kept out of search engines: the back office, its sign-in, the checkout, orders' pages. */
const DISALLOWED = ['/v1', '/login', '/checkout', '/order/'];

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
    const entries = [
      urlEntry(`${origin}/`, latest(sections)),
      urlEntry(`${origin}/products`, latest(sections)),
      ...PRODUCT_TYPES.map((type) =>
        urlEntry(
          `${origin}/products?type=${encodeURIComponent(type)}`,
          latest(sections.filter((section) => section.type === type)),
        ),
      ),
      ...JEWELRY_SUB_TYPES.map((subType) =>
        urlEntry(
          `${origin}/products?sub_type=${encodeURIComponent(subType)}`,
          latest(sections.filter((section) => section.subType === subType)),
        ),
      ),
      urlEntry(`${origin}/contact-us`, null),
      ...pages.map((page) => urlEntry(`${origin}/product/${page.id}`, page.updatedAt)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });
};
