/**
 * What a link preview and a search engine read (issue #10): a product page's HTML, as the server sends
 * it before any script runs, carries its Open Graph tags and JSON-LD; an unknown product is a real 404
 * that still shows the shop's not-found page; sitemap.xml lists every product.
 */
import { expect, test, uniqueTitle } from './fixtures';

test('a product page is described in its HTML, with the right price and availability', async ({
  admin,
  request,
}) => {
  const title = uniqueTitle('Preview ring');
  const product = await admin.createProduct({
    title,
    price: 2500,
    discounted_price: 2250,
    quantity: 0,
    type: 'Jewelry',
  });
  const response = await request.get(`/product/${product.id}`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const og = (key: string) =>
    new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(og('og:title')).toBe(title);
  expect(og('og:type')).toBe('product');
  expect(og('og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/public\/image\/.+/);
  expect(og('product:price:amount')).toBe('2250.00');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const data = blocks.map((block) => JSON.parse(block[1] ?? '') as Record<string, unknown>);
  expect(data[0]).toMatchObject({
    '@type': 'Product',
    name: title,
    offers: {
      price: '2250.00',
      priceCurrency: 'PKR',
      availability: 'https://schema.org/OutOfStock',
    },
  });
  // The picture a preview shows is there to fetch.
  expect((await request.get(og('og:image') ?? '')).status()).toBe(200);
});

test('an unknown product answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/product/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: 30_000,
  });
});

test('sitemap.xml lists every product, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const { products } = (await (await request.get('/api/products/get')).json()) as {
    products: { id: number }[];
  };
  for (const product of products) expect(sitemap).toContain(`/product/${product.id}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(
    /Sitemap: http:\/\/.+\/sitemap\.xml/,
  );
});
