/**
 * Images in an S3-compatible bucket (issue #13): a shop started with S3_BUCKET pointing at a bucket of
 * its own (s3rver). A product's photo uploaded by staff lands in the bucket, not on the server's disk,
 * and the storefront shows it; while the bucket is down the back office's upload says so under the
 * image, saves nothing, and works again once the bucket is back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, signInAsAdmin, solidPng, test as shopTest, uniqueTitle } from './fixtures';
import { startShopServer } from './support/own-server';
import { startTestBucket, type TestBucket } from './support/test-bucket';

const test = shopTest.extend<
  object,
  { bucket: TestBucket; ownServer: { baseURL: string; dataDir: string } }
>({
  bucket: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const bucket = await startTestBucket();
      try {
        await use(bucket);
      } finally {
        await bucket.destroy();
      }
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ bucket }, use) => {
      const server = await startShopServer({
        ...bucket.env,
        SEED_DEMO: 'false',
        S3_TIMEOUT_SECONDS: '2',
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

test('photos are kept in the bucket and shown from it; a bucket that is down is said so at upload', async ({
  page,
  request,
  admin,
  bucket,
  ownServer,
}) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Bucket bangle'),
    price: 3100,
    quantity: 2,
    type: 'Jewelry',
    sub_type: 'Bangles',
    colors: ['gold'],
  });
  const [photo] = product.images as [string];
  expect(await bucket.has(photo)).toBe(true);
  expect(await bucket.has(photo.replace('.webp', '-400.webp'))).toBe(true);
  expect(existsSync(join(ownServer.dataDir, 'images'))).toBe(false);

  await page.goto(`/product/${product.id}`);
  const shown = page.getByRole('img', { name: product.title, exact: false }).first();
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const served = await request.get(`/api/public/image/${photo}`);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await signInAsAdmin(page, request);
  await page.goto('/v1/banner');
  await page.getByRole('button', { name: 'Add Banner' }).click();
  await expect(page.getByRole('heading', { name: 'Add Banner' })).toBeVisible();
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner-red.png',
    mimeType: 'image/png',
    buffer: await solidPng('red', 400),
  });
  await bucket.stop();
  try {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed:' })).toContainText(
      'Images cannot be reached right now; try again in a moment',
    );
    await expect(page).toHaveURL(/\/v1\/add-banner$/);
  } finally {
    await bucket.restart();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/v1\/banner$/);
});
