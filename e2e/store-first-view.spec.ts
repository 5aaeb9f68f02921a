/**
 * The storefront's first view (issue #10): every storefront page arrives rendered by the server, so a
 * phone without JavaScript (or before it has run) shows products, prices and pictures; with JavaScript
 * the browser takes the page over without a hydration warning and without asking for its data again.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page, Route } from '@playwright/test';
import { expect, hydrated, test, uniqueTitle } from './fixtures';

/** The first image `selector` matches is on screen and has loaded (not broken, not waiting for a script). */
async function expectPicturesShown(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'home, catalogue and a product page show products, prices and pictures',
    { tag: '@phone' },
    async ({ page, admin }) => {
      const title = uniqueTitle('Server-rendered clutch');
      const product = await admin.createProduct({
        title,
        price: 4200,
        quantity: 3,
        type: 'Bags',
        colors: ['maroon'],
        top_featured: 'Active',
      });

      await page.goto('/');
      const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
      await expect(bestSellers.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await expect(bestSellers.getByText('PKR 4,200').first()).toBeVisible();
      await expectPicturesShown(page, '#best-sellers img');

      await page.goto('/products?type=Bags');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bags');
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
      await expectPicturesShown(page, 'section[aria-labelledby="catalogue-products"] img');

      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('PKR 4,200').first()).toBeVisible();
      await expectPicturesShown(page, `img[alt^="${title}"]`);
    },
  );
});

test('every storefront page hydrates without a warning and without fetching its data again', async ({
  page,
  admin,
}) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Hydrated hoops'),
    price: 1800,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Earrings',
    colors: ['gold'],
  });
  const pages: { path: string; status: number }[] = [
    { path: '/', status: 200 },
    { path: '/products', status: 200 },
    { path: '/products?type=Jewelry&sub=Earrings&page=1', status: 200 },
    { path: `/product/${product.id}`, status: 200 },
    { path: '/contact-us', status: 200 },
    { path: '/checkout', status: 200 },
    { path: '/product/987654321', status: 404 },
    { path: '/no-such-page', status: 404 },
  ];

  const problems: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A 404 page's own document is reported as a failed resource: that status is the point.
    if (message.text().includes('404 (Not Found)') && message.location().url === page.url()) return;
    problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/public/image/')) {
      dataRequests.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });

  // The page's styles came with it: hydrating writes no component style again (Emotion's cache
  // knows every class the server made, composed ones included). Global rules are the browser's own
  // (MUI's text fields add their autofill keyframes), and so is the home page's testimonials
  // carousel, which picks its layout for the screen once hydrated.
  await page.addInitScript(() => {
    const counted = window as unknown as { classRulesWritten: number };
    counted.classRulesWritten = 0;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (rule.startsWith('.css-')) counted.classRulesWritten += 1;
      return insertRule.call(this, rule, index);
    };
  });
  const stylesWritten: Record<string, number> = {};

  for (const { path, status } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    if (path === '/') continue;
    stylesWritten[path] = await page.evaluate(
      () => (window as unknown as { classRulesWritten: number }).classRulesWritten,
    );
  }

  expect(problems).toEqual([]);
  expect(dataRequests).toEqual([]);
  // A product page draws its related products again on each visit (issue #24), so a card of a kind the
  // server did not draw (a sold-out badge) may write its one class while hydrating; every other page
  // writes none.
  for (const [path, written] of Object.entries(stylesWritten)) {
    expect(written, path).toBeLessThanOrEqual(path.startsWith('/product/') ? 2 : 0);
  }
});

test('a hydrated catalogue turns its pages in the browser', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/products');
  await hydrated(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
});

test.describe("the page's code comes after its first screen (decision 0018)", () => {
  /** A page of its own, without the fixture's wait for hydration, asking for `path` with its pictures held. */
  async function openWithPicturesHeld(browser: Browser, path: string) {
    const page = await browser.newPage();
    let releasePictures = () => {};
    const released = new Promise<void>((resolve) => (releasePictures = resolve));
    const heldPictures: Route[] = [];
    await page.route('**/api/public/image/**', async (route) => {
      heldPictures.push(route);
      await released;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return { page, heldPictures, releasePictures, scripts };
  }
  async function openHomeWithItsPictureHeld(browser: Browser) {
    const opened = await openWithPicturesHeld(browser, '/');
    await expect.poll(() => opened.heldPictures.length).toBeGreaterThan(0);
    return opened;
  }
  const entry = (scripts: string[]) =>
    scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));

  test(
    'a storefront page asks for its code once its main picture has come',
    { tag: '@phone' },
    async ({ browser }) => {
      const { page, releasePictures, scripts } = await openHomeWithItsPictureHeld(browser);
      // The page is there, rendered by the server, while its main picture is on its way ...
      await expect(page.getByRole('region', { name: 'Best Sellers' })).toBeVisible();
      await page.waitForTimeout(1000);
      // ... and no code has been asked for.
      expect(scripts).toEqual([]);
      releasePictures();
      await hydrated(page);
      expect(entry(scripts)).toBe(true);
      await page.close();
    },
  );

  test(
    'a shopper who touches the page before the picture has come gets the code at once',
    { tag: '@phone' },
    async ({ browser }) => {
      const { page, releasePictures, scripts } = await openHomeWithItsPictureHeld(browser);
      await page.keyboard.press('Tab');
      await expect.poll(() => entry(scripts)).toBe(true);
      await hydrated(page);
      releasePictures();
      await page.close();
    },
  );

  for (const [path, control] of [
    ['/login', /sign in/i],
    ['/contact-us', /^submit$/i],
  ] as const) {
    test(
      `a page without a main picture (${path}) asks for its code once it is read`,
      { tag: '@phone' },
      async ({ browser }) => {
        const { page, scripts } = await openWithPicturesHeld(browser, path);
        await expect(page.getByRole('button', { name: control })).toBeVisible();
        await expect.poll(() => entry(scripts)).toBe(true);
        await hydrated(page);
        await page.close();
      },
    );
  }

  test(
    'code that comes before the rest of its page waits for the whole page, then hydrates it',
    { tag: '@phone' },
    async ({ browser, baseURL }) => {
      // In front of the shop, a proxy sends the home page up to its best sellers, and the rest only
      // 2 s after the app's entry has been served: on a slow phone the code, asked for when the main
      // picture has come, can arrive while the document is still coming.
      let entryServed = () => {};
      const served = new Promise<boolean>((resolve) => (entryServed = () => resolve(true)));
      const proxy = createServer((request, response) => {
        void (async () => {
          const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
            headers: { accept: request.headers.accept ?? '*/*' },
          });
          const headers = Object.fromEntries(
            [...upstream.headers].filter(
              ([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name),
            ),
          );
          response.writeHead(upstream.status, headers);
          const body = Buffer.from(await upstream.arrayBuffer());
          if (request.url === '/') {
            const cut = body.indexOf('id="best-sellers"');
            response.write(body.subarray(0, cut));
            const codeFirst = await Promise.race([served, sleep(10_000).then(() => false)]);
            // Time for the browser to run the code it has, before the page's end (and data) come.
            await sleep(2000);
            response.end(body.subarray(cut), () => documentOrder.push(codeFirst));
            return;
          }
          response.end(body, () => {
            if (/^\/assets\/index-[\w-]+\.js$/.test(request.url ?? '')) entryServed();
          });
        })();
      });
      const documentOrder: boolean[] = [];
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const { port } = proxy.address() as AddressInfo;
      const page = await browser.newPage();
      const problems: string[] = [];
      const dataRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/public/image/'))
          dataRequests.push(pathname);
      });
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        await hydrated(page);
        // The code came first, and the page was hydrated as the server drew it, with its data.
        expect(documentOrder).toEqual([true]);
        await expect(page.getByRole('region', { name: 'Best Sellers' })).toBeVisible();
        expect(problems).toEqual([]);
        expect(dataRequests).toEqual([]);
      } finally {
        await page.close();
        proxy.close();
      }
    },
  );

  test(
    'the entry asks Chrome to compile it while it loads',
    { tag: '@phone' },
    async ({ browser }) => {
      const { page, releasePictures, scripts } = await openHomeWithItsPictureHeld(browser);
      releasePictures();
      await hydrated(page);
      const path = scripts.find((script) => entry([script]));
      // V8's explicit compile hint (apps/web/vite/entry-compiled-while-loading.ts): the first line.
      const code = await (await page.request.get(path ?? '')).text();
      expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
      await page.close();
    },
  );
});
