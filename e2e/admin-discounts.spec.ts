/**
 * A discount that comes off again (issue #27, decision 0025): a bag with its own sale price, a 50 %
 * discount on every bag from the back office, the storefront's sale price, the discount removed, and
 * the bag's own sale price back where it was.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAsAdmin, uniqueTitle } from './fixtures';
import { shotOf } from './support/screenshots';
// Its own server: a discount on every bag changes prices the other journeys read.
import { testOnOwnServer as test } from './support/own-server';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin-discounts', page, testInfo, name);

test('a discount on a type shows on the storefront and, removed, gives the sale price back', async ({
  page,
  api,
  admin,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Discount Clutch');
  const discountName = uniqueTitle('Eid bags');
  const product = await admin.createProduct({
    title,
    price: 2000,
    discounted_price: 1800,
    quantity: 4,
    type: 'Bags',
    show_price: 'Active',
  });

  await signInAsAdmin(page, api);
  await page.goto('/v1/products/detail');
  await page.getByRole('button', { name: 'Update Discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Discount' });
  await dialog.getByLabel('Applies to').selectOption('type');
  await dialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Discount is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(discountName);
  await dialog.getByLabel('Discount (%)').fill('50');
  await dialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(dialog.getByText('Choose a type')).toBeVisible();
  await dialog.getByLabel('Type').selectOption('Bags');
  await shot(page, testInfo, 'dialog');
  await dialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(dialog).toBeHidden();

  const active = page.getByRole('region', { name: 'Active discounts' });
  const item = active.getByRole('listitem', { name: discountName });
  await expect(item).toContainText('50% off');
  await expect(item).toContainText('Bags');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'active');

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('del').filter({ hasText: 'PKR 2,000' })).toBeVisible();
  await expect(page.getByText('PKR 1,000').first()).toBeVisible();

  await page.goto('/v1/products/detail');
  await item.getByRole('button', { name: `Remove ${discountName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove discount?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeHidden();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('PKR 1,800').first()).toBeVisible();
  await expect(page.getByText('PKR 1,000')).toHaveCount(0);
});
