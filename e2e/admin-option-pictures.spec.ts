/**
 * Pictures per option value (issue #27, decision 0034): the owner sells a bag in two styles, Clutch and
 * Tote, and gives each style its picture in the product form; the shopper picks Tote on the product page,
 * sees the tote, and the cart shows the tote's picture (the order stores the same, the domain's
 * imageForChoice). Run at a laptop's and a phone's width: both people do this on either.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  expect as baseExpect,
  expectNoSeriousA11yViolations,
  hydrated,
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
  shotOf('option-pictures', page, testInfo, name);

async function addImage(page: Page, number: number, colour: string, style: string) {
  if (number > 1) await page.getByRole('button', { name: 'Add Image' }).click();
  await page.getByLabel(`Image ${number} file`).setInputFiles({
    name: `${style.toLowerCase()}.png`,
    mimeType: 'image/png',
    buffer: await solidPng(colour, 200),
  });
  // The Style option owns the pictures: its values are offered for each image.
  await page.getByRole('combobox', { name: `Style of image ${number}` }).click();
  await page.getByRole('option', { name: style, exact: true }).click();
}

test('the owner gives each Style its pictures; the shopper picks a Style and sees its picture', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = uniqueTitle('E2E Leather Bag');
  await signInAsAdmin(page, api);

  // — A bag in two styles and no colours, a picture for each style.
  await page.goto('/v1/add-products-detail');
  await expect(page.getByRole('heading', { name: 'Add Product Details' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A leather bag as a clutch or a tote.');
  await page.getByLabel('Price (PKR)').fill('2500');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bags', exact: true }).click();
  await page.getByRole('button', { name: 'Add another option' }).click();
  await page.getByLabel('Option 1 name').fill('Style');
  await page.getByLabel('Option 1 name').press('Tab');
  const values = page.getByRole('combobox', { name: 'Style values' });
  for (const value of ['Clutch', 'Tote']) {
    await values.fill(value);
    await values.press('Enter');
  }
  await expect(page.getByRole('group', { name: 'Images and Style values' })).toBeVisible();
  await addImage(page, 1, 'black', 'Clutch');
  await addImage(page, 2, 'brown', 'Tote');
  await page.getByRole('spinbutton', { name: 'Stock to set' }).fill('4');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Stock of Tote' })).toHaveValue('4');
  // Each image has its file: no row still asks for one.
  await expect(page.getByText('Choose an image')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'form');
  await page.getByRole('button', { name: 'Save' }).click();
  // The browser compresses both pictures before they upload: a minute and more on a loaded machine.
  await expect(page).toHaveURL(/\/v1\/products\/detail$/, { timeout: 120_000 });

  const listed = (await (await api.get('/api/products/get')).json()) as { products: Product[] };
  const product = listed.products.find((each) => each.title === title) as Product;
  expect(product).toMatchObject({ options: ['Style'], imageColors: ['Clutch', 'Tote'] });
  const [clutchImage, toteImage] = product.images as [string, string];

  // — The shopper starts on the clutch's picture, picks Tote and sees the tote.
  await page.goto(`/product/${product.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = page.getByRole('img', { name: `${title}, Style Clutch` });
  await expect(picture).toHaveAttribute('src', new RegExp(clutchImage));
  await page.getByRole('radio', { name: 'Tote', exact: true }).check();
  const tote = page.getByRole('img', { name: `${title}, Style Tote` });
  await expect(tote).toHaveAttribute('src', new RegExp(toteImage));
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'store');

  // — The cart line shows the tote's picture, and names the variant.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const line = page.getByRole('listitem', { name: title });
  await expect(line.getByRole('img', { name: title })).toHaveAttribute(
    'src',
    new RegExp(toteImage),
  );
  await expect(line).toContainText('Tote');
  await shot(page, testInfo, 'cart');
});
