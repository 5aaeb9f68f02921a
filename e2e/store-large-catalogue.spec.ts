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

const CSV_HEADING =
  'title,description,type,sub_type,price,discounted_price,show_price,top_featured,quantity,images,colours,add_ons';

/**
 * 1,000 products in one products CSV, imported the way an owner loads a catalogue (issue #12): every
 * hundredth one a best seller, every fifth a bag. The import is one transaction, so the test spends its
 * time on the pages, not on a thousand requests.
 */
async function createCatalogue(admin: AdminApi): Promise<void> {
  const upload = await admin.request.post('/api/image/upload-image', {
    headers: admin.headers,
    multipart: {
      file: { name: 'gold.png', mimeType: 'image/png', buffer: await solidPng('gold') },
    },
  });
  const image = ((await upload.json()) as { data: { name: string } }).data.name;
  const rows = Array.from({ length: PRODUCTS }, (_, index) => {
    const bag = index % 5 === 0;
    return [
      bag ? `Bulk tote ${index}` : `Bulk ring ${index}`,
      `Catalogue product number ${index}.`,
      bag ? 'Bags' : 'Jewelry',
      bag ? '' : 'Rings',
      1000 + index,
      '',
      'Inactive',
      index % 100 === 0 ? 'Active' : 'Inactive',
      5,
      image,
      'gold',
      '',
    ].join(',');
  });
  const imported = await admin.request.post('/api/admin/products/import?dry_run=false', {
    headers: { ...admin.headers, 'Content-Type': 'text/csv' },
    data: [CSV_HEADING, ...rows].join('\n'),
    timeout: 120_000,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { created: number }).created).toBe(PRODUCTS);
}

/** A product's id, found as a shopper would: by searching for its title. */
async function productId(admin: AdminApi, title: string): Promise<number> {
  const found = await admin.request.get(`/api/products?q=${encodeURIComponent(title)}`);
  const { products } = (await found.json()) as { products: { id: number; title: string }[] };
  const product = products.find((candidate) => candidate.title === title);
  expect(product, title).toBeTruthy();
  return product?.id ?? 0;
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
  await createCatalogue(admin);
  const ring777 = await productId(admin, 'Bulk ring 777');
  const api = watchApi(page);

  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('link', { name: 'Bulk tote 900' })).toBeVisible(PAGE_LOAD);

  await page.goto(`/product/${ring777}`);
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
