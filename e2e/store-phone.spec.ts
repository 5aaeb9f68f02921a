/** The storefront below 600 px (issue 4): the header's menu drawer and the catalogue's toggle menu. */
import { expect, test } from './fixtures';
import { screenshotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

/** The first look after a navigation: the shared test machine can be slow to load a page. */
const PAGE_LOAD = { timeout: 30_000 };

test.skip(({ isMobile }) => !isMobile, 'phone layout only');

test('the phone header shows logo, cart and a menu that navigates and scrolls', async ({
  page,
}, testInfo) => {
  // A page that has not loaded the products, so the home page grows while it scrolls.
  await page.goto('/contact-us');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Zewar & Bags home' })).toBeVisible(PAGE_LOAD);
  await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(header.getByRole('link', { name: /^WhatsApp/ })).toBeHidden();

  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const name of ['Home', 'Best Sellers', 'Testimonials']) {
    await expect(drawer.getByRole('button', { name })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await screenshotOf(page, `e2e-${testInfo.project.name}-drawer.png`);

  // From another page, Testimonials goes home and scrolls to the section.
  await drawer.getByRole('button', { name: 'Testimonials' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();

  await page.mouse.wheel(0, -200);
  await header.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('button', { name: 'Best Sellers' }).click();
  await expect(page.locator('#best-sellers')).toBeInViewport();

  await page.mouse.wheel(0, -200);
  await header.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);

  await header.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await header.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the catalogue categories fold into a toggle menu', async ({ page }, testInfo) => {
  await page.goto('/products');
  const toggle = page.getByRole('button', { name: 'Categories', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', PAGE_LOAD);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: 'Bags' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(categories.getByRole('button', { name: 'All Products' })).toBeVisible();
  await categories.getByRole('button', { name: 'Jewelry' }).click();
  // Opening Jewelry keeps the menu open to show its sub-types.
  await expect(categories.getByRole('button', { name: 'Matha Pati' })).toBeVisible();
  await screenshotOf(page, `e2e-${testInfo.project.name}-categories.png`);
  await categories.getByRole('button', { name: 'Matha Pati' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Matha Pati');
});
