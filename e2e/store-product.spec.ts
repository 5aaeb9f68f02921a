/**
 * The product page (issue 4): images and colours, the quantity stepper and its messages, Add to Cart
 * into the cart and on to /checkout, the stock-limit modal, the header badge and related products.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  scrolledToAndHydrated,
  test,
  uniqueTitle,
} from './fixtures';
import { screenshotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

/** The first look after a navigation: the shared test machine can be slow to load a page. */
const PAGE_LOAD = { timeout: 30_000 };

function imageSrc(file: string): string {
  return `/api/public/image/${encodeURIComponent(file)}`;
}

async function setQuantity(page: Page, quantity: number): Promise<void> {
  const output = page.getByRole('group', { name: 'Quantity' }).locator('output');
  for (let i = 0; i < quantity; i += 1) {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(output).toHaveText(String(i + 1));
  }
}

function cartLines(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('cartItems') ?? '[]') as Array<{
        id: number;
        selectedColor: string;
        quantity: number;
        max_quantity: number;
        imageToShow: string;
      }>,
  );
}

test('choose a colour and a quantity, add to cart and land on checkout with the line', async ({
  page,
  admin,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Two Tone Ring'),
    description: 'A ring in two finishes.',
    price: 3500,
    discounted_price: 2999,
    show_price: 'Active',
    quantity: 6,
    type: 'Jewelry',
    sub_type: 'Rings',
    colors: ['gold', 'silver'],
    variants: [
      { colour: 'gold', quantity: 3 },
      { colour: 'silver', quantity: 3 },
    ],
  });
  const [goldFile, silverFile] = product.images as [string, string];

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveTitle(`${product.title} | Zewar & Bags`);
  const detail = page.getByRole('article', { name: product.title });
  await expect(detail.getByText(/PKR 2,999/).first()).toBeVisible();
  await expect(detail.locator('del')).toHaveText(/PKR 3,500/);
  await expect(page.getByText('A ring in two finishes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  // First colour chosen; choosing another shows the image at its position.
  await expect(page.getByRole('radio', { name: 'Gold' })).toBeChecked();
  const mainImage = page.getByRole('img', { name: product.title, exact: false }).first();
  await expect(mainImage).toHaveAttribute('src', imageSrc(goldFile));
  await page.getByRole('radio', { name: 'Silver' }).click();
  await expect(page.getByRole('radio', { name: 'Silver' })).toBeChecked();
  await expect(mainImage).toHaveAttribute('src', imageSrc(silverFile));
  await expect(mainImage).toHaveAttribute('alt', `${product.title} in Silver`);

  // Arrows wrap around.
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(mainImage).toHaveAttribute('src', imageSrc(goldFile));
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(mainImage).toHaveAttribute('src', imageSrc(silverFile));

  // Quantity starts at 0: minus and Add to Cart are off; plus stops at the stock with its warning.
  const output = page.getByRole('group', { name: 'Quantity' }).locator('output');
  await expect(output).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await setQuantity(page, 3);
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByText('Out of stock! Only 3 items available.')).toBeVisible();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(output).toHaveText('2');
  await expect(page.getByText('Out of stock! Only 3 items available.')).toBeHidden();
  await screenshotOf(page, `e2e-${testInfo.project.name}-product.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(product.title).first()).toBeVisible();
  expect(await cartLines(page)).toEqual([
    expect.objectContaining({
      id: product.id,
      selectedColor: 'silver',
      quantity: 2,
      max_quantity: 3,
      imageToShow: silverFile,
    }),
  ]);
  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart' });
  await expect(cart).toHaveAccessibleName('Cart, 1 product');

  // The other colour is a second line: the badge counts lines, not items.
  await page.goto(`/product/${product.id}`);
  await setQuantity(page, 1);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cart).toHaveAccessibleName('Cart, 2 products');
  expect((await cartLines(page)).map((line) => line.quantity)).toEqual([2, 1]);

  // More of a line than the stock allows: the modal says how many are left, nothing changes.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: 'Silver' }).click();
  await expect(page.getByRole('radio', { name: 'Silver' })).toBeChecked();
  await setQuantity(page, 2);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cannot add more items. Only 1 left in stock.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  expect((await cartLines(page)).map((line) => line.quantity)).toEqual([2, 1]);
});

test(
  'a product with no stock says so and cannot be added',
  { tag: '@phone' },
  async ({ page, admin }) => {
    const product = await admin.createProduct({
      title: uniqueTitle('Sold Out Clutch'),
      price: 4000,
      quantity: 0,
      type: 'Bags',
      colors: ['black'],
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Out of stock! No items available.')).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    // One image: no arrows.
    await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous image' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: product.title }).locator('del')).toHaveCount(0);
  },
);

test(
  'a related product opens its own page at the top',
  { tag: '@phone' },
  async ({ page, admin }) => {
    const product = await admin.createProduct({
      title: uniqueTitle('Related Source'),
      price: 2000,
      quantity: 5,
      type: 'Jewelry',
      sub_type: 'Pendants',
    });
    for (let i = 0; i < 4; i += 1) {
      await admin.createProduct({
        title: uniqueTitle('Related Other'),
        price: 1000,
        quantity: 1,
        type: 'Bags',
      });
    }
    await page.goto(`/product/${product.id}`);
    // The browser draws its own four right after the part is hydrated, when the shopper nears it
    // (issue 24): read the card it will show.
    const related = page.getByRole('region', { name: 'Related Products' });
    await scrolledToAndHydrated(related);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(related.getByRole('listitem')).toHaveCount(4);
    await expect(related.getByRole('link', { name: product.title })).toHaveCount(0);

    const first = related.getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(PAGE_LOAD);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('0');
  },
);

test('the product page has no serious accessibility problems', async ({ page, admin }) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Accessible Earrings'),
    price: 1200,
    discounted_price: 1000,
    show_price: 'Active',
    quantity: 2,
    type: 'Jewelry',
    sub_type: 'Earrings',
    colors: ['gold', 'red'],
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Out of stock! Only 2 items available.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
