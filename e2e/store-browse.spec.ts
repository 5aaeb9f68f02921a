/**
 * Storefront browsing (issue 4): the catalogue's categories and pages, product cards, broken images,
 * unknown pages, the header's scroll behaviour, its section links and social links.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  hydrated,
  test,
  uniqueTitle,
  type AdminApi,
  type Product,
} from './fixtures';
import { openCategories } from './support/catalogue-menu';
import { screenshotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

/** The first look after a navigation: the shared test machine can be slow to load a page. */
const PAGE_LOAD = { timeout: 30_000 };

const PAGE_SIZE = 12;
const NAV_TAN = 'rgb(210, 180, 140)';

function pagesFor(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

async function allProducts(admin: AdminApi): Promise<Product[]> {
  const response = await admin.request.get('/api/products/get');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: Product[] }).products;
}

/** Below 600 px the categories sit behind a toggle: opened first when it is closed. */
async function chooseCategory(page: Page, name: string): Promise<void> {
  await openCategories(page);
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Pages forward until a card with this title shows; false when the last page has none. */
async function findOnPages(page: Page, title: string): Promise<boolean> {
  const products = page.getByRole('region', { name: 'Products' });
  for (;;) {
    await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible();
    if (await products.getByRole('link', { name: title }).count()) return true;
    const next = page.getByRole('button', { name: 'Next', exact: true });
    if (await next.isDisabled()) return false;
    await next.click();
  }
}

async function backToFirstPage(page: Page): Promise<void> {
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  while (await previous.isEnabled()) await previous.click();
}

test('the catalogue filters by category, pages through 12 at a time and opens a product', async ({
  page,
  admin,
}, testInfo) => {
  const bindiya = await admin.createProduct({
    title: uniqueTitle('Browse Bindiya'),
    price: 1800,
    quantity: 4,
    type: 'Jewelry',
    sub_type: 'Bindiya',
  });
  const bag = await admin.createProduct({
    title: uniqueTitle('Browse Bag'),
    price: 5200,
    discounted_price: 4700,
    show_price: 'Active',
    quantity: 2,
    type: 'Bags',
  });
  // Enough products for a second page, whatever the demo data holds.
  for (let count = (await allProducts(admin)).length; count <= PAGE_SIZE; count += 1) {
    await admin.createProduct({
      title: uniqueTitle('Filler'),
      price: 999,
      quantity: 1,
      type: 'Bags',
    });
  }
  const products = await allProducts(admin);
  const allPages = pagesFor(products.length);
  const bindiyaPages = pagesFor(products.filter((p) => p.sub_type === 'Bindiya').length);
  const bagPages = pagesFor(products.filter((p) => p.type === 'Bags').length);

  await page.goto('/products');
  await expect(page).toHaveTitle('Shop | Zewar & Bags');
  await expect(page.getByText(`Page 1 of ${allPages}`)).toBeVisible(PAGE_LOAD);
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`Page 2 of ${allPages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByText(`Page 1 of ${allPages}`)).toBeVisible();
  await screenshotOf(page, `e2e-${testInfo.project.name}-catalogue.png`);

  // Jewelry opens its eight sub-types; a sub-type narrows the grid to that sub-type.
  await chooseCategory(page, 'Jewelry');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  for (const subType of ['Earrings', 'Rings', 'Pendants', 'Anklets', 'Matha Pati', 'Bindiya']) {
    await expect(categories.getByRole('button', { name: subType, exact: true })).toBeVisible();
  }
  await categories.getByRole('button', { name: 'Bindiya', exact: true }).click();
  await expect(page.getByText(`Page 1 of ${bindiyaPages}`)).toBeVisible();
  expect(await findOnPages(page, bindiya.title)).toBe(true);
  await backToFirstPage(page);
  expect(await findOnPages(page, bag.title)).toBe(false);
  await backToFirstPage(page);

  // Bags clears the sub-type and folds the jewelry list away.
  await chooseCategory(page, 'Bags');
  await expect(page.getByText(`Page 1 of ${bagPages}`)).toBeVisible();
  await openCategories(page);
  await expect(categories.getByRole('button', { name: 'Bindiya', exact: true })).toBeHidden();
  expect(await findOnPages(page, bag.title)).toBe(true);
  const bagCard = page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({
    hasText: bag.title,
  });
  await expect(bagCard.getByText('PKR 4,700')).toBeVisible();
  await expect(bagCard.locator('del')).toHaveText(/PKR 5,200/);

  // The page is kept between 1 and the last page when the filter changes (spec §4).
  const bagPageLabel = await page.getByText(/^Page \d+ of \d+$/).textContent();
  const bagPage = Number(/Page (\d+)/.exec(bagPageLabel ?? '')?.[1]);
  await chooseCategory(page, 'All Products');
  await expect(page.getByText(`Page ${Math.min(bagPage, allPages)} of ${allPages}`)).toBeVisible();

  await chooseCategory(page, 'Bags');
  expect(await findOnPages(page, bag.title)).toBe(true);
  const pageLabel = (await page.getByText(/^Page \d+ of \d+$/).textContent()) ?? '';
  // The same page number: the number of pages can change meanwhile, as other journeys add and
  // remove bags.
  const samePage = new RegExp(`^${/^Page \d+/.exec(pageLabel)?.[0]} of \\d+$`);
  await page.getByRole('link', { name: bag.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${bag.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: bag.title })).toBeVisible();

  // Back returns to the same category and page.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText(samePage)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bags');
  await expect(page.getByRole('link', { name: bag.title })).toBeVisible();
});

test(
  'a product image that fails to load is replaced by a placeholder',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const product = await admin.createProduct({
      title: uniqueTitle('Broken Image Ring'),
      price: 1500,
      quantity: 2,
      type: 'Jewelry',
      sub_type: 'Rings',
      top_featured: 'Active',
      colors: ['gold'],
    });
    const file = product.images[0] ?? '';
    // The image and its small copy (`<name>-400.webp`, which cards and narrow screens choose).
    const name = file.replace(/\.webp$/, '');
    await page.route(`**/api/public/image/${name}*.webp`, (route) => route.abort());

    await page.goto(`/product/${product.id}`);
    await expect(
      page.getByRole('img', { name: `${product.title} in Gold (image unavailable)` }),
    ).toBeVisible(PAGE_LOAD);

    // The same placeholder in a grid card (best sellers on the home page list it).
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Best Sellers' })
      .getByRole('listitem')
      .filter({ hasText: product.title });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Image unavailable')).toBeVisible(PAGE_LOAD);
    await expect(card.locator('img')).toHaveCount(0);
    await screenshotOf(card, `e2e-${testInfo.project.name}-placeholder.png`);
  },
);

test('unknown products and pages show the not-found page', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/product/987654321', '/product/not-a-number', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page).toHaveTitle('Page not found | Zewar & Bags');
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the home page shows the hero, best sellers, promos and testimonials', async ({
  page,
  admin,
}, testInfo) => {
  const featured = await admin.createProduct({
    title: uniqueTitle('Featured Bangle'),
    price: 2400,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Bangles',
    top_featured: 'Active',
  });
  const plain = await admin.createProduct({
    title: uniqueTitle('Plain Anklet'),
    price: 900,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Anklets',
    top_featured: 'Inactive',
  });

  await page.goto('/');
  await expect(page).toHaveTitle(/\| Zewar & Bags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /SPICE UP YOUR STYLE WITH\s*Zewar & Bags/,
  );
  const hero = page.getByRole('region', { name: /SPICE UP YOUR STYLE/ });
  await expect(hero.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact-us',
  );

  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('link', { name: featured.title })).toBeVisible(PAGE_LOAD);
  await expect(bestSellers.getByRole('link', { name: plain.title })).toHaveCount(0);

  for (const promo of [
    'Discover Your Perfect Bag',
    'Dazzle in Style: Jewelry for Every Occasion',
  ]) {
    const region = page.getByRole('region', { name: promo });
    await expect(region.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
      'href',
      '/products',
    );
  }

  const testimonials = page.locator('#testimonials');
  await expect(testimonials.getByRole('heading', { name: 'From Our Customers' })).toBeVisible();
  await expect(testimonials.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  const shown = testimonials.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown).toHaveCount(testInfo.project.name === 'phone' ? 1 : 4);
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await screenshotOf(page, `e2e-${testInfo.project.name}-home.png`, { fullPage: true });
});

// At 1280 px the four testimonials show side by side (the home page's journey above).
test(
  'the promos alternate their images and the phone carousel advances, unless motion is reduced',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('region', { name: 'Discover Your Perfect Bag' });
    const shownImage = promo.getByRole('img', { name: 'Handbags from the collection' });
    await expect(shownImage).toHaveCount(1, PAGE_LOAD);
    const first = await shownImage.getAttribute('src');
    await expect.poll(() => shownImage.getAttribute('src'), { timeout: 9_000 }).not.toBe(first);

    const slides = page.locator(
      '#testimonials [aria-roledescription="slide"]:not([aria-hidden="true"])',
    );
    // One slide at a time below 960 px, moving on every 5000 ms.
    const label = await slides.getAttribute('aria-label');
    await expect.poll(() => slides.getAttribute('aria-label'), { timeout: 9_000 }).not.toBe(label);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Wait for the products: until they arrive the promo shows its bundled picture, then swaps it for
    // the shop's own, which is data arriving, not the rotation this checks.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(shownImage).toHaveCount(1, PAGE_LOAD);
    const still = await shownImage.getAttribute('src');
    await expect(page.getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0);
    await page.waitForTimeout(6_000);
    expect(await shownImage.getAttribute('src')).toBe(still);
  },
);

test('the header hides on scrolling down, comes back on scrolling up and turns tan', async ({
  page,
}) => {
  await page.goto('/');
  // A scroll is not input the page keeps for the app: this journey starts once it has loaded.
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Best Sellers' })).toBeVisible(PAGE_LOAD);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).not.toBeInViewport();

  // Keyboard focus inside the hidden header brings it back.
  await header.getByRole('link', { name: 'Cart' }).focus();
  await expect(header).toBeInViewport();
  await header.getByRole('link', { name: 'Cart' }).blur();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(header).not.toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('background-color', NAV_TAN);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toBeInViewport();
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

// The phone header uses the menu (store-phone.spec.ts).
test(
  'the header links: cart, logo, Testimonials scroll and social links in new tabs',
  { tag: '@laptop' },
  async ({ page }) => {
    // A page that has not loaded the products, so the home page grows while it scrolls.
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/checkout');

    const main = header.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );

    // Testimonials from another page: home, then the section (a link: it works before the app too).
    const explore = header.getByRole('navigation', { name: 'Explore' });
    await explore.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport(PAGE_LOAD);

    // Scrolling up brings the hidden header back, as a shopper would find it.
    await page.mouse.wheel(0, -300);
    await expect(header).toBeInViewport();
    await explore.getByRole('button', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // On the home page, Testimonials scrolls in place.
    await explore.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.locator('#testimonials')).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(explore.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );

    for (const name of ['WhatsApp', 'Facebook', 'Instagram', 'LinkedIn']) {
      const link = header.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: /^(WhatsApp|Facebook|Instagram|LinkedIn)/ }),
    ).toHaveCount(4);
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();

    await page.goto('/products');
    await header.getByRole('link', { name: 'Zewar & Bags home' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('the catalogue has no serious accessibility problems', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible(PAGE_LOAD);
  await expectNoSeriousA11yViolations(page);
});

test(
  'search and sort the catalogue; the address keeps them and Back restores them',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const products = page.getByRole('region', { name: 'Products' });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const find = async (text: string) => {
      await search.fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    await page.goto('/products');
    await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible(PAGE_LOAD);

    await find('kundan');
    await expect(page).toHaveURL(/[?&]q=kundan/);
    await expect(page).toHaveTitle('Search: kundan | Zewar & Bags');
    await expect(products.getByRole('link', { name: 'Kundan Jhumka Earrings' })).toBeVisible();
    await expect(products.getByRole('link', { name: 'Tan Leather Tote' })).toHaveCount(0);

    // A letter wrong still finds it; a word no product has says so.
    await find('kundn');
    await expect(products.getByRole('link', { name: 'Kundan Jhumka Earrings' })).toBeVisible();
    await find('saree');
    await expect(page.getByText('No products match "saree"')).toBeVisible();

    // Cheapest first, across the whole catalogue.
    await find('');
    await expect(products.getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    // The price a shopper pays is a card's first amount; an original price struck through comes
    // after it (a product another journey made with a discount, when the journeys share the shop).
    const shownPrices = async () =>
      (await products.getByRole('listitem').allTextContents()).map((text) => {
        const paid = /PKR ([\d,]+)/.exec(text)?.[1];
        return paid ? Number(paid.replace(/,/g, '')) : 0;
      });
    // The previous page stays on screen until the sorted one arrives: wait for the sorted order.
    await expect
      .poll(async () => {
        const prices = await shownPrices();
        return (
          prices.length === PAGE_SIZE &&
          prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
        );
      })
      .toBe(true);
    await screenshotOf(page, `e2e-${testInfo.project.name}-catalogue-sorted.png`);

    // A product and Back: the same sort.
    await products.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  },
);

test('search from the header on a desktop, from the menu on a phone', async ({ page }) => {
  await page.goto('/contact-us');
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
  const box = page.getByRole('searchbox', { name: 'Search the shop' });
  await box.fill('jhumka');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=jhumka$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: 'Kundan Jhumka Earrings' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('jhumka');
});
