/**
 * Storefront pages rendered on the server with their data (issue #10), through the real build: the
 * suite runs after `npm run build` (scripts/run-tests.mjs), which writes apps/web/dist and dist-server.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { insertTestProduct } from '../demo/test-fixtures';
import { findWebDist } from '../../plugins/web-app';
import { loadStoreRenderer } from './storefront-html';

const webDist = findWebDist();
const renderer = webDist ? await loadStoreRenderer(webDist) : undefined;

/** The page's dehydrated query data, parsed. */
function queryState(html: string): {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
} {
  const match = /<script id="query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no query state');
  return JSON.parse(match[1]) as ReturnType<typeof queryState>;
}

/** What is inside <div id="root">, roughly: the rendered page without the head. */
function body(html: string): string {
  return html.slice(html.indexOf('<div id="root"'));
}

describe.skipIf(!renderer)('storefront pages rendered on the server (issue #10)', () => {
  let t: TestApp;
  let tote: { id: number };
  let ring: { id: number };
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...headers },
    });
    return { status: response.statusCode, html: response.body, etag: response.headers.etag };
  };

  beforeAll(async () => {
    t = await createTestApp({ deps: { webDist } });
    tote = await insertTestProduct(t.db, {
      title: 'Tan tote </script><script>alert(1)</script>',
      type: 'Bags',
      subType: null,
      priceRupees: 7499,
      images: ['33333333-3333-4333-8333-333333333333.webp'],
      imageColors: ['tan'],
    });
    ring = await insertTestProduct(t.db, { title: 'Kundan ring', priceRupees: 2500 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders a product page with its title, price, picture, styles and data', async () => {
    const { status, html } = await page(`/product/${tote.id}`);
    expect(status).toBe(200);
    // '<' escaped is enough: no '</script>' can end an element (Preact leaves '>' as it is).
    expect(body(html)).toMatch(/<h1[^>]*id="product-title"[^>]*>Tan tote &lt;\/script(&gt;|>)/);
    expect(body(html)).toContain('PKR 7,499');
    expect(body(html)).toContain('/api/public/image/33333333-3333-4333-8333-333333333333.webp');
    // The first paint's styles are in the head: no unstyled flash before the JavaScript runs.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [^"]+">/);
    const product = queryState(html).queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(['products', 'detail', tote.id]),
    );
    expect(product?.state.data).toMatchObject({ id: tote.id, price: 7499 });
  });

  it('preloads the main image and lets the browser choose the copy that fits', async () => {
    const full = '/api/public/image/33333333-3333-4333-8333-333333333333.webp';
    const small = '/api/public/image/33333333-3333-4333-8333-333333333333-400.webp';
    const product = await page(`/product/${tote.id}`);
    const head = product.html.slice(0, product.html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${full}" imagesrcset="${small} 400w, ${full} 800w"`,
    );
    expect(head).toMatch(/imagesizes="[^"]+" fetchpriority="high">/);
    // A card in the catalogue offers the small copy, for the width a card is shown at.
    const catalogue = await page('/products?type=Bags');
    expect(body(catalogue.html)).toMatch(
      new RegExp(`<img[^>]*srcSet="${small} 400w, ${full} 800w"[^>]*sizes="[^"]*50vw"`, 'i'),
    );
  });

  it('never lets page text out of the data script; its inline scripts are the allowed two', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/product/${tote.id}`,
      headers: { accept: 'text/html' },
    });
    const html = response.body;
    // Every <script> is the data, JSON-LD, the build's input keeper (first in the head: issue 24) or
    // its loader (decision 0018, in the head to see the main picture come), which fetches the app's
    // code by address: no module is written into the page, nor any page text into code.
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((script) => script.index < html.indexOf('</head>'))).toEqual([true, true]);
    const [keeper = '', loader = ''] = inline.map((script) => script[1] ?? '');
    expect(keeper).toMatch(/addEventListener\(`click`/);
    expect(loader).toMatch(/^\(function loadAppAfterMainPicture\(/);
    expect(loader).toMatch(
      /\("\/assets\/index-[\w-]+\.js", \[("\/assets\/[\w-]+\.js",?)*\], \d+\);$/,
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The policy allows exactly those scripts, by their hashes; nothing inline besides.
    const hashes = [keeper, loader].map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const scriptSources = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSources?.[1]).toBe(`'self' ${hashes.join(' ')}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(queryState(html))).toContain('</script><script>alert(1)</script>');
  });

  it("names each page's own chunks for the loader, built files beyond the entry's", async () => {
    const pageCode = (html: string) =>
      /<div id="root" data-page-code="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
    const product = pageCode((await page(`/product/${ring.id}`)).html);
    const home = pageCode((await page('/')).html);
    expect(product[0]).toMatch(/^\/assets\/product-page-[\w-]+\.js$/);
    expect(home[0]).toMatch(/^\/assets\/home-page-[\w-]+\.js$/);
    // What the pages a shared link opens import beyond the entry comes as one file (vite/first-view-chunks.ts):
    // a round trip each over HTTP/1.1's six connections, where Rolldown alone cut nine for the home page.
    const shared = home.find((file) => file.includes('/first-view-shared-'));
    expect(home).toEqual([home[0], shared]);
    expect(product).toContain(shared);
    expect(product.length).toBeLessThanOrEqual(3);
    const index = readFileSync(path.join(webDist ?? '', 'index.html'), 'utf8');
    for (const file of [...product, ...home]) {
      expect(existsSync(path.join(webDist ?? '', file))).toBe(true);
      // The entry's own imports are the loader's already.
      expect(index).not.toContain(`"${file}"`);
    }
    // A page the browser renders (the back office) has none.
    expect(pageCode((await page('/v1')).html)).toEqual([]);
  });

  it('renders the catalogue for the filters in its address, one rendering for every spelling', async () => {
    const bags = await page('/products?type=Bags');
    expect(bags.status).toBe(200);
    expect(body(bags.html)).toContain('Tan tote');
    expect(body(bags.html)).not.toContain('Kundan ring');
    const shared = await page('/products?utm_source=whatsapp&type=Bags');
    expect(shared.etag).toBe(bags.etag);
    const all = await page('/products');
    expect(body(all.html)).toContain('Kundan ring');
  });

  it('renders the home page with its best sellers and the not-found page with a 404', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(body(home.html)).toContain('Best Sellers');
    for (const url of ['/product/987654', '/no-such-page']) {
      const missing = await page(url);
      expect(missing.status).toBe(404);
      expect(body(missing.html)).toContain('Page not found');
    }
  });

  it('answers every address without a page with one rendering of the not-found page', async () => {
    const first = await page('/no-such-page');
    expect(first.status).toBe(404);
    expect(body(first.html)).toContain('Page not found');
    for (const url of ['/another-missing-page', '/product/abc', '/product/1/']) {
      const missing = await page(url);
      expect(missing.status).toBe(404);
      expect(missing.etag).toBe(first.etag);
    }
    // A missing product is the product route's own rendering, which the browser hydrates there
    // (the shared one would not match it); it is made per request and kept nowhere (seo.test.ts).
    const product = await page('/product/987654');
    expect(product.status).toBe(404);
  });

  it('shows a review on the next rendering of the product page once staff approve it', async () => {
    const before = await page(`/product/${ring.id}`);
    expect(body(before.html)).not.toContain('Sparkles at every wedding');
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      payload: { productId: ring.id, comment: 'Sparkles at every wedding.', rating: 5 },
    });
    expect(review.statusCode).toBe(201);
    const waiting = await page(`/product/${ring.id}`);
    expect(body(waiting.html)).not.toContain('Sparkles at every wedding');

    const { id } = review.json<{ review: { id: number } }>().review;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/status`,
      headers: await adminAuthHeader(t.app),
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const after = await page(`/product/${ring.id}`);
    expect(body(after.html)).toContain('Sparkles at every wedding.');
    expect(after.etag).not.toBe(before.etag);
  });

  it('sends a rendered page compressed and answers 304 to a browser that has it', async () => {
    const first = await page(`/product/${ring.id}`);
    const again = await page(`/product/${ring.id}`, { 'if-none-match': String(first.etag) });
    expect(again.status).toBe(304);
    const response = await t.app.inject({
      method: 'GET',
      url: `/product/${ring.id}`,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the back office and the sign-in page to the browser', async () => {
    for (const url of ['/login', '/v1/products/detail']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="query-state"');
    }
  });
});
