import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { hostname } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';
import { createTestApp, type TestApp } from '../../test/app';
import { insertTestProduct } from '../demo/test-fixtures';
import { UNKNOWN_HOST } from './site-origin';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="static" />
    <title>Static title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

describe('pages described to search engines and link previews (issue #10)', () => {
  let t: TestApp;
  let webDist: string;
  const page = async (url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', host: 'shop.test' },
    });
    return { status: response.statusCode, html: response.body };
  };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ deps: { webDist }, env: { PUBLIC_URL: 'https://zewar.example' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('gives a product page its title, preview tags and Product JSON-LD with the offer and rating', async () => {
    const ring = await insertTestProduct(t.db, {
      title: 'Kundan ring </script><b>',
      description: 'A bridal ring set in kundan.',
      priceRupees: 2500,
      discountedRupees: 1999.5,
      quantity: 3,
    });
    await t.db.insert(reviews).values([
      { productId: ring.id, comment: 'Lovely', rating: 5, status: 'approved' },
      { productId: ring.id, comment: 'Good', rating: 4, status: 'approved' },
      // Not shown, so not counted.
      { productId: ring.id, comment: 'Awful', rating: 1, status: 'pending' },
      { productId: ring.id, comment: 'Spam', rating: 1, status: 'hidden' },
    ]);
    const { status, html } = await page(`/product/${ring.id}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Kundan ring &lt;/script&gt;&lt;b&gt; | Zewar &amp; Bags</title>',
    );
    expect(html).not.toContain('Static title');
    expect(html).not.toContain('content="static"');
    const url = `https://zewar.example/product/${ring.id}`;
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toBe(
      `https://zewar.example/api/public/image/${ring.images[0]}`,
    );
    expect(metaContent(html, 'product:price:amount')).toBe('1999.50');
    expect(metaContent(html, 'og:description')).toMatch(/^PKR 1,999\.50\. A bridal ring/);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Kundan ring </script><b>',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: '1999.50',
        availability: 'https://schema.org/InStock',
        url,
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('says OutOfStock with no stock, and leaves the rating out without reviews', async () => {
    const bag = await insertTestProduct(t.db, { title: 'Sold out potli', quantity: 0 });
    const [product] = jsonLd((await page(`/product/${bag.id}`)).html);
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it.each(['/product/987654', '/product/99999999999', '/product/abc', '/no-such-page'])(
    'answers %s with 404 and the app, kept out of search results',
    async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Page not found | Zewar &amp; Bags</title>');
      expect(metaContent(html, 'robots')).toBe('noindex');
    },
  );

  it('describes the home page as the organisation and a searchable website', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const types = jsonLd(html).map((data) => data['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(jsonLd(html)[1]).toMatchObject({
      potentialAction: {
        target: { urlTemplate: 'https://zewar.example/products?q={search_term_string}' },
      },
    });
  });

  it('gives a catalogue page a canonical address of its category and page, not its sort or search', async () => {
    const bags = await page('/products?type=Bags&sort=price_asc&page=2');
    expect(bags.html).toContain(
      '<link rel="canonical" href="https://zewar.example/products?type=Bags&amp;page=2" />',
    );
    expect(bags.html).toContain('<title>Bags | Zewar &amp; Bags</title>');
    expect(metaContent(bags.html, 'robots')).toBeUndefined();
    const search = await page('/products?q=gold');
    expect(search.html).toContain('<title>Search: gold | Zewar &amp; Bags</title>');
    expect(metaContent(search.html, 'robots')).toBe('noindex');
    expect((await page('/checkout')).html).toContain('<meta name="robots" content="noindex" />');
    // An order's private page: never indexed, and its link's secret never in its canonical address.
    const tracking = (await page(`/order/${'a'.repeat(64)}`)).html;
    expect(metaContent(tracking, 'robots')).toBe('noindex');
    expect(tracking).not.toContain('a'.repeat(64));
  });

  it('keeps the back office and checkout out of robots.txt, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(
      'Disallow: /v1\nDisallow: /login\nDisallow: /checkout\nDisallow: /order/',
    );
    expect(response.body).toContain('Sitemap: https://zewar.example/sitemap.xml');
  });

  it('lists every product and category page in sitemap.xml with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/products/get' })).json<{
      products: { id: number; updatedAt: string }[];
    }>();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(response.body).toContain(
        `<url><loc>https://zewar.example/product/${product.id}</loc><lastmod>${product.updatedAt}</lastmod></url>`,
      );
    }
    expect(response.body).toContain('<loc>https://zewar.example/products?sub_type=Rings</loc>');
  });
});

describe('pages whatever Host a client names (issue #23)', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  });
  afterAll(async () => {
    await rm(webDist, { recursive: true, force: true });
  });
  const get = (t: TestApp, url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: { accept: 'text/html', ...headers },
    });
  /**
   * Caches `url`, changes its product behind the cache's back (so a page made again would show it),
   * sends 600 rounds of `flood`, each answered below 500, and expects the cached page still sent.
   */
  const expectStaysCached = async (
    t: TestApp,
    url: string,
    headers: Record<string, string>,
    flood: (index: number) => Promise<{ statusCode: number }>[],
  ) => {
    expect((await get(t, url, headers)).body).toContain('Cached ring');
    const id = Number(url.split('/').pop());
    await t.db.update(products).set({ title: 'Made again' }).where(eq(products.id, id));
    for (let index = 0; index < 600; index += 1) {
      for (const answer of await Promise.all(flood(index))) {
        expect(answer.statusCode).toBeLessThan(500);
      }
    }
    const after = await get(t, url, headers);
    expect(after.body).toContain('Cached ring');
    expect(after.body).not.toContain('Made again');
  };
  // On PostgreSQL a cached page is made again after a second (another process may have changed it):
  // the clock stands still, so only eviction could make it again.
  const stoppedClock = () => Date.UTC(2026, 10, 25);
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  describe('with PUBLIC_URL, behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        deps: { webDist, now: stoppedClock },
        env: { PUBLIC_URL: 'https://zewar.example', TRUST_PROXY: '127.0.0.1' },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('links to PUBLIC_URL in pages, the sitemap and robots.txt, ignoring Host and X-Forwarded-Host', async () => {
      const ring = await insertTestProduct(t.db, { title: 'Jhumka' });
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const page = await get(t, `/product/${ring.id}`, forged);
      expect(page.statusCode).toBe(200);
      expect(canonical(page.body)).toBe(`https://zewar.example/product/${ring.id}`);
      expect(page.body).not.toContain('evil');
      const robots = await get(t, '/robots.txt', forged);
      expect(robots.body).toContain('Sitemap: https://zewar.example/sitemap.xml');
      const sitemap = await get(t, '/sitemap.xml', forged);
      expect(sitemap.body).toContain(`<loc>https://zewar.example/product/${ring.id}</loc>`);
      expect(sitemap.body).not.toContain('evil');
    });

    it('keeps a cached page through 600 Hosts, unknown paths, missing products and app addresses', async () => {
      const ring = await insertTestProduct(t.db, { title: 'Cached ring' });
      await expectStaysCached(t, `/product/${ring.id}`, {}, (index) => [
        get(t, '/', { host: `h${index}.evil.example`, 'x-forwarded-host': `x${index}.example` }),
        get(t, `/no-such-page-${index}`, {}),
        get(t, `/product/${900_000_000 + index}`, {}),
        get(t, `/v1/made-up-${index}`, {}),
        get(t, `/login?from=${index}`, {}),
        get(t, `/order/${index}`, {}),
      ]);
    });
  });

  describe('without PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        deps: { webDist, now: stoppedClock },
        env: { TRUST_PROXY: '127.0.0.1' },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('links to the Host the request was sent to when it names this machine', async () => {
      const port = t.config.port;
      const cases = [
        ['localhost', 'http://localhost/'],
        [`127.0.0.1:${port}`, `http://127.0.0.1:${port}/`],
        [`[::1]:${port}`, `http://[::1]:${port}/`],
        [hostname(), `http://${hostname().toLowerCase()}/`],
      ];
      for (const [host, expected] of cases) {
        const page = await get(t, '/', { host: host ?? '', 'x-forwarded-host': 'evil.example' });
        expect(page.statusCode).toBe(200);
        expect(canonical(page.body)).toBe(expected);
      }
      const https = await get(t, '/', { host: 'localhost', 'x-forwarded-proto': 'https' });
      expect(canonical(https.body)).toBe('https://localhost/');
    });

    it('keeps a cached page through 600 Hosts', async () => {
      const ring = await insertTestProduct(t.db, { title: 'Cached ring' });
      await expectStaysCached(t, `/product/${ring.id}`, { host: 'localhost' }, (index) => [
        get(t, '/', { host: `h${index}.evil.example` }),
        get(t, `/product/${ring.id}`, { host: `localhost:${index}` }),
      ]);
    });

    it.each(['evil.example', 'localhost:1234', 'localhost.evil.example', '127.0.0.1@evil.example'])(
      'refuses the Host %s on pages, the sitemap and robots.txt',
      async (host) => {
        for (const url of ['/', '/product/1', '/no-such-page', '/sitemap.xml', '/robots.txt']) {
          const answer = await get(t, url, { host });
          expect(answer.statusCode).toBe(400);
          expect(answer.json()).toEqual({ message: UNKNOWN_HOST });
        }
      },
    );
  });
});
