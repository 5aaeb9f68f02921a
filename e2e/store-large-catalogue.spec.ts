/**
 * The storefront with a catalogue of a real shop's size (issue #9): 1,000 products created in the test,
 * on a server of this file's own so the shared server's journeys keep their small catalogue. The home,
 * catalogue and product pages show their products, and no answer they wait for carries the catalogue:
 * each is one bounded page, whatever the catalogue's size.
 */
import type { Page } from '@playwright/test';
import { expect, solidPng, type AdminApi } from './fixtures';
import { testOnOwnServer as test } from './support/own-server';

const PRODUCTS = 1000;
/** Far above a page of cards (about 1 KB compressed), below the list of 1,000 products (15 KB). */
const ANSWER_MAX_BYTES = 10_000;
/** A rendered page, compressed: its markup, the CSS of its first paint and its data. */
const PAGE_MAX_BYTES = 40_000;
const PAGE_LOAD = { timeout: 30_000 };

test.describe.configure({ timeout: 240_000 });
// A shopper acts as soon as a control is there (issue 24).
test.use({ waitForApp: false });

/** 1,000 products, 20 at a time; every hundredth one a best seller, every fifth a bag. */
async function createCatalogue(admin: AdminApi): Promise<{ id: number; title: string }[]> {
  const upload = await admin.request.post('/api/image/upload-image', {
    headers: admin.headers,
    multipart: {
      file: { name: 'gold.png', mimeType: 'image/png', buffer: await solidPng('gold') },
    },
  });
  const image = ((await upload.json()) as { data: { name: string } }).data.name;
  const created: { id: number; title: string }[] = [];
  for (let start = 0; start < PRODUCTS; start += 20) {
    const batch = Array.from({ length: 20 }, async (_, offset) => {
      const index = start + offset;
      const bag = index % 5 === 0;
      const response = await admin.request.post('/api/products/create', {
        headers: admin.headers,
        data: {
          title: bag ? `Bulk tote ${index}` : `Bulk ring ${index}`,
          description: `Catalogue product number ${index}.`,
          price: 1000 + index,
          quantity: 5,
          type: bag ? 'Bags' : 'Jewelry',
          sub_type: bag ? null : 'Rings',
          top_featured: index % 100 === 0 ? 'Active' : 'Inactive',
          images: [image],
          imageColors: ['gold'],
          addOns: [],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { product: { id: number; title: string } }).product;
    });
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/**
 * The API paths the browser asks for from now on, and the largest answer in bytes as sent: an API
 * answer's, and a page's (pages arrive rendered by the server, with their data).
 */
function watchApi(page: Page) {
  const paths = new Set<string>();
  let largestApi = 0;
  let largestPage = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const isPage = response.request().resourceType() === 'document';
    if (!isPage && !url.pathname.startsWith('/api/')) return;
    if (!isPage) paths.add(url.pathname);
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    if (!sizes) return;
    if (isPage) largestPage = Math.max(largestPage, sizes.responseBodySize);
    else largestApi = Math.max(largestApi, sizes.responseBodySize);
  });
  return { paths, largestApi: () => largestApi, largestPage: () => largestPage };
}

test('home, catalogue and product pages at 1,000 products read bounded pages', async ({
  page,
  admin,
}) => {
  const products = await createCatalogue(admin);
  const api = watchApi(page);

  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('link', { name: 'Bulk tote 900' })).toBeVisible(PAGE_LOAD);

  const product = products[777];
  await page.goto(`/product/${product?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk ring 777' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByText('PKR 1,777').first()).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Products' });
  await expect(related.getByRole('listitem')).toHaveCount(4);

  await page.goto('/products?q=bulk%20ring%20777');
  await expect(
    page.getByRole('region', { name: 'Products' }).getByRole('link', { name: 'Bulk ring 777' }),
  ).toBeVisible(PAGE_LOAD);
  await page.goto('/products');
  const { total } = (await (await admin.request.get('/api/products')).json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(PRODUCTS);
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 12)}`)).toBeVisible(PAGE_LOAD);

  // The whole list (GET /api/products/get) is never asked for; every answer is a bounded page.
  expect([...api.paths]).not.toContain('/api/products/get');
  expect(api.largestApi()).toBeLessThan(ANSWER_MAX_BYTES);
  expect(api.largestPage()).toBeGreaterThan(0);
  expect(api.largestPage()).toBeLessThan(PAGE_MAX_BYTES);
  // The next catalogue page comes from the browser: one bounded API answer.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / 12)}`)).toBeVisible(PAGE_LOAD);
  expect(api.paths).toContain('/api/products');
  expect(api.largestApi()).toBeGreaterThan(0);
  expect(api.largestApi()).toBeLessThan(ANSWER_MAX_BYTES);
});
