/**
 * The back office on a phone (375 px): the owner works the day's orders from her phone too (issue #26).
 * Every section is opened from the menu drawer, with the current one marked, and every screen, a
 * product's variant cards and an order's page too, fits the width without a sideways scroll and passes
 * the accessibility check. The long back-office journeys run at 1280 px only (playwright.config.ts);
 * this walk is what keeps their screens right at 375 px.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
  uniqueTitle,
} from './fixtures';
import { placeOrder } from './support/bulk-orders';
import { expectNoSidewaysScroll } from './support/layout';
import { screenshotOf } from './support/screenshots';

test.skip(({ isMobile }) => !isMobile, 'the 1280 px screens are seen by the back-office journeys');

/** The sidebar's sections, in its order (apps/web/src/features/admin/layout/admin-sections.ts). */
const SECTIONS = [
  { label: 'Dashboard', path: '/v1/dashboard' },
  { label: 'Products', path: '/v1/products/detail' },
  { label: 'Banner', path: '/v1/banner' },
  { label: 'Contacts', path: '/v1/contacts' },
  { label: 'Reviews', path: '/v1/reviews' },
  { label: 'Shipping', path: '/v1/shipping' },
  { label: 'Coupon', path: '/v1/coupon' },
  { label: 'Carts', path: '/v1/checkout' },
  { label: 'Settlements', path: '/v1/settlements' },
  { label: 'Shop settings', path: '/v1/settings' },
  { label: 'Messages', path: '/v1/messages' },
];

/** The screen has its heading and has loaded what it shows: nothing is still spinning. */
async function expectScreenFits(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotOf(page, `admin-phone-${name}.png`, { fullPage: true });
}

test('every back-office section opens from the menu drawer and fits a phone', async ({
  page,
  api,
  admin,
}) => {
  test.setTimeout(120_000);
  // A line in a shopper's cart, so the Carts screen shows its widest rows.
  const tote = await admin.createProduct({
    title: uniqueTitle('E2E Phone Cart Tote'),
    price: 1000,
    quantity: 5,
    type: 'Bags',
    colors: ['gold'],
  });
  const line = await api.post('/api/cart/add', {
    headers: { 'x-cart-id': randomUUID() },
    data: { productId: tote.id, selectedColor: 'gold', quantity: 1 },
  });
  expect(line.status(), await line.text()).toBe(200);
  // A message still waiting, so the Contacts cards show their "Waiting" status too.
  const message = await api.post('/api/contact/create', {
    data: {
      name: uniqueTitle('Phone Sender'),
      email: 'sender@example.com',
      phone: '03451234567',
      message: 'Is the gold clutch back in stock?',
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  await signInAsAdmin(page, api);
  await page.goto('/v1/products/detail');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav).toBeHidden();
  let current = 'Products';
  for (const section of SECTIONS) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: section.label }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    // Choosing a section closes the drawer, so the screen is the owner's again.
    await expect(nav).toBeHidden();
    await expectScreenFits(page, section.label.toLowerCase().replace(/\s+/g, '-'));
    current = section.label;
  }
  // Escape closes the drawer without leaving the screen.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/v1\/messages$/);
});

test("a product's variant cards and an order's page fit a phone", async ({ page, api, admin }) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Phone Bangle'),
    price: 1000,
    quantity: 0,
    type: 'Jewelry',
    colors: ['gold', 'silver'],
    variants: [
      { colour: 'gold', size: '2.4', quantity: 3 },
      { colour: 'gold', size: '2.6', quantity: 2 },
      { colour: 'silver', size: '2.4', quantity: 1 },
      { colour: 'silver', size: '2.6', quantity: 0 },
    ],
  });
  const plain = await admin.createProduct({
    title: uniqueTitle('E2E Phone Tote'),
    price: 1000,
    quantity: 5,
    type: 'Bags',
    colors: ['gold'],
  });
  const order = await placeOrder(admin, plain.id, uniqueTitle('Phone Shopper'));
  await signInAsAdmin(page, api);

  await page.goto(`/v1/edit-products-detail/${product.id}`);
  await expect(page.getByRole('textbox', { name: /^SKU/ }).first()).toBeVisible();
  await expectScreenFits(page, 'product-variants');

  await page.goto(`/v1/shipping/${order.id}`);
  await expect(page.getByText(order.number).first()).toBeVisible();
  await expectScreenFits(page, 'order');
});
