/**
 * Stock a shop can trust, in the back office (issue #27): staff create a bangle in Red and Green, sizes
 * 2.4 and 2.6, set the stock of every variant at once and of one alone, save; then adjust one variant
 * with a reason ("damaged"), are refused below zero, see the change in its stock history; and the
 * storefront sells each variant up to its own stock, the sold-out one marked.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  expect as baseExpect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  solidPng,
  test,
  uniqueTitle,
  type Product,
} from './fixtures';
import { shotOf } from './support/screenshots';

// Uploads, a save and a re-render of the product list; slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin-stock', page, testInfo, name);

async function chooseOption(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

async function addValues(page: Page, option: string, values: string[]): Promise<void> {
  const input = page.getByRole('combobox', { name: `${option} values` });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

async function addImage(page: Page, number: number, colour: string): Promise<void> {
  if (number > 1) await page.getByRole('button', { name: 'Add Image' }).click();
  await page.getByLabel(`Image ${number} file`).setInputFiles({
    name: `${colour}.png`,
    mimeType: 'image/png',
    buffer: await solidPng(colour.toLowerCase(), 200),
  });
  const field = page.getByRole('combobox', { name: `Colour of image ${number}` });
  await field.fill(colour);
  await field.press('Escape');
}

test('staff set stock per variant, adjust one with a reason and see it in its history', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = uniqueTitle('E2E Glass Bangle');
  await signInAsAdmin(page, api);

  // — A bangle in two colours and two sizes, with a sale price.
  await page.goto('/v1/add-products-detail');
  await expect(page.getByRole('heading', { name: 'Add Product Details' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Glass bangles in two colours and two sizes.');
  await page.getByLabel('Price (PKR)').fill('1200');
  await page.getByLabel('Discounted price').fill('1500');
  await chooseOption(page, 'Type', 'Jewelry');
  await chooseOption(page, 'Sub Type', 'Bangles');
  await page.getByRole('button', { name: 'Add Colour' }).click();
  await addValues(page, 'Colour', ['Red', 'Green']);
  await page.getByRole('button', { name: 'Add Size' }).click();
  await addValues(page, 'Size', ['2.4', '2.6']);
  await expect(page.getByLabel('Quantity')).toBeHidden();
  const grid = page.getByRole('list', { name: 'Variants' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await addImage(page, 1, 'Red');
  await addImage(page, 2, 'Green');

  // Every variant at 5, then Green / 2.6 alone at 0.
  await page.getByRole('spinbutton', { name: 'Stock to set' }).fill('5');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await page.getByRole('checkbox', { name: 'Select Green / 2.6' }).check();
  await page.getByRole('spinbutton', { name: 'Stock to set' }).fill('0');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Stock of Red / 2.4' })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: 'Stock of Green / 2.6' })).toHaveValue('0');

  // The sale price may not be above the price.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discounted price must not exceed the price')).toBeVisible();
  await page.getByLabel('Discounted price').fill('1000');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/v1\/products\/detail$/);

  const listed = (await (await api.get('/api/products/get')).json()) as { products: Product[] };
  const created = listed.products.find((product) => product.title === title);
  expect(created).toBeDefined();
  const product = created as Product;
  expect(product).toMatchObject({ price: 1200, discounted_price: 1000, quantity: 15 });
  expect(product.options).toEqual(['Colour', 'Size']);
  expect(
    product.variants.map((variant) => [
      variant.options.colour,
      variant.options.size,
      variant.quantity,
    ]),
  ).toEqual([
    ['Red', '2.4', 5],
    ['Red', '2.6', 5],
    ['Green', '2.4', 5],
    ['Green', '2.6', 0],
  ]);

  // — Two Red / 2.4 were damaged: not more than the shelf holds, then the right number.
  await page.goto(`/v1/edit-products-detail/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Product Details' })).toBeVisible();
  await expect(page.getByLabel('Discounted price')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Adjust stock of Red / 2.4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock of Red / 2.4' });
  await dialog.getByLabel('Change').fill('-9');
  await chooseOption(page, 'Reason', 'Damaged');
  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(dialog.getByRole('alert')).toContainText('has 5 in stock; taking 9 would leave it');
  await chooseOption(page, 'Reason', 'Other');
  await dialog.getByLabel('Change').fill('-2');
  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(dialog.getByText('Say why in a note')).toBeVisible();
  await chooseOption(page, 'Reason', 'Damaged');
  await dialog.getByLabel('Note').fill('Cracked in the shop window');
  await shot(page, testInfo, 'adjust');
  await dialog.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('spinbutton', { name: 'Stock of Red / 2.4' })).toHaveValue('3');

  // — Its history: the damage, then the stock it was created with.
  await chooseOption(page, 'Variant', /^Red \/ 2\.4/);
  const history = page.getByRole('list', { name: 'Stock changes' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('−2');
  await expect(latest).toContainText('Damaged');
  await expect(latest).toContainText('Cracked in the shop window');
  await expect(history.getByRole('listitem').nth(1)).toContainText('+5');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Product created');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'edit');

  // Saving the form keeps the adjusted stock (it was the form's own starting point).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/v1\/products\/detail$/);
  const saved = (await (await api.get(`/api/products/get/${product.id}`)).json()) as {
    product: Product;
  };
  expect(saved.product.variants.map((variant) => variant.quantity)).toEqual([3, 5, 5, 0]);

  // — The storefront sells Red / 2.4 up to its 3, and marks Green / 2.6 sold out.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('radio', { name: 'Red', exact: true }).check();
  await page.getByRole('radio', { name: '2.4', exact: true }).check();
  const stepper = page.getByRole('group', { name: 'Quantity' });
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });
  // Up as far as it goes: the variant's 3, not the product's 13.
  for (let tap = 0; tap < 5 && (await increase.isEnabled()); tap += 1) await increase.click();
  await expect(stepper.locator('output')).toHaveText('3');
  await expect(increase).toBeDisabled();
  await page.getByRole('radio', { name: 'Green', exact: true }).check();
  await expect(page.getByRole('radio', { name: '2.6 (sold out)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '2.4', exact: true })).toBeEnabled();
});
