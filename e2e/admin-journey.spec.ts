/**
 * The back office's day, end to end (spec §2 'Admin layout' and every /v1 screen, §4, §7, §9): sign in,
 * create a Jewelry product with two images in two colours, see it in the storefront, apply a 20 %
 * discount to every product, see the struck-through price, create a coupon and use it at checkout, find
 * the order with the server's totals and the stock lowered, delete a review and a contact message, log
 * out.
 *
 * The bulk discount changes every product in the shop, which would upset journeys running beside this
 * one on the shared test server. So this file starts its own server (the same build, a fresh database,
 * the same admin) per worker, and points the page and the API fixture at it.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expect as baseExpect,
  expectNoSeriousA11yViolations,
  solidPng,
  uniqueTitle,
} from './fixtures';
import { shotOf } from './support/screenshots';
import { testOnOwnServer } from './support/own-server';

// Each step waits on uploads, several requests and a re-render of the whole product list; on a busy
// machine that takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const test = testOnOwnServer;

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin', page, testInfo, name);

/** Opens a back-office section the way a person would: the sidebar, or the menu drawer on a phone. */
async function openSection(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click();
}

function row(page: Page, tableName: string, text: string): Locator {
  return page.getByRole('table', { name: tableName }).getByRole('row').filter({ hasText: text });
}

async function confirmDelete(page: Page, buttonName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a day in the back office, from a new product to a delivered order', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(420_000);
  const title = uniqueTitle('E2E Kundan Ring');
  const couponCode = `SAVE15${Date.now().toString(36).toUpperCase()}`;
  const customer = uniqueTitle('Sana Malik');

  // — Sign in through the form.
  await page.goto('/login');
  await page.getByPlaceholder('Enter email address').fill(ADMIN_EMAIL);
  await page.getByPlaceholder('Enter password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/v1\/products\/detail$/);
  await expect(page.getByRole('heading', { name: 'View Product Details' })).toBeVisible();
  await expect(page).toHaveTitle(/^View Product Details/);
  const productsTable = page.getByRole('table', { name: 'Products' });
  await expect(page.getByRole('progressbar', { name: 'Loading products' })).toBeHidden();
  for (const column of [
    'Product ID',
    'Title',
    'Description',
    'Price',
    'Discounted Price',
    'Quantity',
    'Type',
    'Sub Type',
    'Image',
    'Action',
  ]) {
    await expect(
      productsTable.getByRole('columnheader', { name: column, exact: true }),
    ).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'products');

  // — Create a Jewelry product with two images in two colours.
  await page.getByRole('link', { name: 'Add Product Details' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Choose an image')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A kundan ring set in gold-plated silver.');
  await page.getByLabel('Price (PKR)').fill('2500');
  await page.getByLabel('Quantity').fill('5');
  await expect(page.getByRole('combobox', { name: 'Sub Type' })).toBeHidden();
  await chooseOption(page, 'Type', 'Jewelry');
  await expect(page.getByRole('combobox', { name: 'Top Featured' })).toHaveText('Active');
  await page.getByLabel('Image 1 file').setInputFiles({
    name: 'gold.png',
    mimeType: 'image/png',
    buffer: await solidPng('gold', 200),
  });
  await page.getByLabel('Colour of image 1').fill('gold');
  await page.getByRole('button', { name: 'Add Image' }).click();
  await page.getByLabel('Image 2 file').setInputFiles({
    name: 'red.png',
    mimeType: 'image/png',
    buffer: await solidPng('red', 200),
  });
  await page.getByLabel('Colour of image 2').fill('red');
  await page.getByRole('button', { name: 'Add Add-on' }).click();
  await page.getByLabel('Add-on 1 name').fill('Gift box');
  await page.getByLabel('Add-on 1 price (PKR)').fill('300');
  await expect(page.getByRole('img', { name: 'Image 2 preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sub type is required for Jewelry')).toBeVisible();
  await chooseOption(page, 'Sub Type', 'Rings');
  await shot(page, testInfo, 'add-product');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/v1\/products\/detail$/);
  const productRow = row(page, 'Products', title);
  await expect(productRow).toContainText('PKR 2,500');
  await expect(productRow).toContainText('Rings');
  // The first cell is the row's checkbox (a discount's selection).
  const productId = Number(await productRow.getByRole('cell').nth(1).innerText());
  expect(productId).toBeGreaterThan(0);

  const created = await (await api.get(`/api/products/get/${productId}`)).json();
  expect(created.product).toMatchObject({
    title,
    price: 2500,
    discounted_price: 2500,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Rings',
    top_featured: 'Active',
    imageColors: ['gold', 'red'],
    addOns: [{ key: 'Gift box', price: 300 }],
  });
  expect(created.product.images).toHaveLength(2);
  // The form sends colours and one stock, so the 5 are on the first colour (decision 0024) until
  // staff count the shelf: 2 gold and 3 red (through the API the back office's recount will use).
  const variants = created.product.variants as { id: number; options: { colour: string } }[];
  const staff = {
    Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
  };
  for (const [colour, delta] of [
    ['gold', -3],
    ['red', 3],
  ] as const) {
    const variant = variants.find((each) => each.options.colour === colour);
    const counted = await api.post('/api/admin/inventory/adjust', {
      headers: staff,
      data: { variantId: variant?.id, delta, reason: 'recount' },
    });
    expect(counted.status()).toBe(200);
  }

  await productRow.getByRole('button', { name: `View Images of ${title}` }).click();
  const imagesDialog = page.getByRole('dialog', { name: `Images of ${title}` });
  await expect(imagesDialog.getByRole('img')).toHaveCount(2);
  await expect(imagesDialog.getByRole('img', { name: `${title} in red` })).toBeVisible();
  await shot(page, testInfo, 'product-images');
  await imagesDialog.getByRole('button', { name: 'Close' }).click();

  // — The storefront shows it; switching colour shows the other image.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} in Gold` })).toBeVisible();
  await page.getByRole('radio', { name: 'Red', exact: true }).check();
  await expect(page.getByRole('img', { name: `${title} in Red` })).toBeVisible();
  await expect(page.getByText('PKR 2,500').first()).toBeVisible();

  // — A 20 % discount on every product; show the original price on this one.
  await page.goto('/v1/products/detail');
  await page.getByRole('button', { name: 'Update Discount' }).click();
  const discountDialog = page.getByRole('dialog', { name: 'Update Discount' });
  await discountDialog.getByLabel('Name').fill('Twenty off');
  await discountDialog.getByLabel('Discount (%)').fill('120');
  await discountDialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(discountDialog.getByText('Enter a percentage above 0, at most 100')).toBeVisible();
  await discountDialog.getByLabel('Discount (%)').fill('20');
  await discountDialog.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(discountDialog).toBeHidden();
  await expect(productRow.getByRole('cell').nth(5)).toHaveText('PKR 2,000');
  const all = (await (await api.get('/api/products/get')).json()).products as Array<{
    price: number;
    discounted_price: number;
  }>;
  for (const product of all) {
    expect(product.discounted_price).toBeCloseTo(product.price * 0.8, 2);
  }

  await productRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product Details' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Colour of image 2')).toHaveValue('red');
  await chooseOption(page, 'Show Price', 'Active');
  await shot(page, testInfo, 'edit-product');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/v1\/products\/detail$/);
  // The price did not change, so the discount stays.
  await expect(productRow.getByRole('cell').nth(5)).toHaveText('PKR 2,000');

  // — The storefront strikes the original price through.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('del').filter({ hasText: 'PKR 2,500' })).toBeVisible();
  await expect(page.getByText('PKR 2,000').first()).toBeVisible();

  // — A coupon, checked by the domain's rules, then created.
  await page.goto('/v1/coupon');
  await expect(page.getByRole('heading', { name: 'View Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const couponDialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await couponDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(couponDialog.getByText('Coupon code is required')).toBeVisible();
  await couponDialog.getByPlaceholder('Discount Coupon Name').fill(couponCode);
  await couponDialog.getByPlaceholder('Discount (%)').fill('150');
  await couponDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(
    couponDialog.getByText('Discount must be a whole percentage from 1 to 100'),
  ).toBeVisible();
  await couponDialog.getByPlaceholder('Discount (%)').fill('15');
  await shot(page, testInfo, 'coupon-dialog');
  await couponDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(couponDialog).toBeHidden();
  await expect(row(page, 'Coupons', couponCode)).toContainText('15%');

  // — A shopper buys two red rings with the coupon.
  await page.goto(`/product/${productId}`);
  await page.getByRole('radio', { name: 'Red', exact: true }).check();
  const stepper = page.getByRole('group', { name: 'Quantity' });
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  // The storefront mirrors the cart to the server a moment after a change; wait for it before leaving.
  const mirrored = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart/add') && response.ok(),
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await mirrored;

  // Staff can see the cart in progress.
  await page.goto('/v1/checkout');
  await expect(page.getByRole('heading', { name: 'View Cart' })).toBeVisible();
  await expect(row(page, 'Cart items', title)).toContainText('PKR 2,000');
  await shot(page, testInfo, 'carts');
  await page.goto('/checkout');

  const couponBox = page.getByRole('form', { name: 'Coupon' });
  await couponBox.getByLabel('Coupon code').fill(couponCode);
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${couponCode} applied: 15% off`)).toBeVisible();
  const shipping = page.getByRole('form', { name: 'Shipping Information' });
  await shipping.getByLabel('Full Name').fill(customer);
  await shipping.getByLabel('Email').fill('sana@example.com');
  await shipping.getByLabel('Address').fill('7 Canal View');
  await shipping.getByLabel('City').fill('Karachi');
  await shipping.getByLabel('Postal Code').fill('75500');
  await shipping.getByLabel('Phone').fill('03331234567');
  await shipping.getByRole('button', { name: 'Place Order' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Close' }).click();

  // — The order in Shipping with the server's totals: 2 × 2,000 = 4,000, less 15 % = 3,400, free delivery.
  await page.goto('/v1/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping List' })).toBeVisible();
  // One line per order (issue #26): the items summed up, the total; the rest in its details.
  const orderRow = row(page, 'Shipping orders', customer);
  await expect(orderRow).toContainText('PKR 3,400');
  await orderRow.getByRole('button', { name: /^Show details of order/ }).click();
  const details = page.getByRole('region', { name: /^Order ZB-\d+ details$/ });
  await expect(details).toContainText(`${title} (red)`);
  await expect(details).toContainText('2 × PKR 2,000 = PKR 4,000');
  await expect(details).toContainText(`Coupon ${couponCode} (15% off)`);
  await expect(details).toContainText('PKR 3,400');
  await expect(details).toContainText('Free');
  await expect(details).toContainText('Cash on Delivery');
  // Newest first: this order heads the list.
  await expect(
    page.getByRole('table', { name: 'Shipping orders' }).getByRole('row').nth(1),
  ).toContainText(customer);
  const placed = await details.locator('time').getAttribute('datetime');
  const localised = await page.evaluate((iso) => new Date(iso ?? '').toLocaleString(), placed);
  await expect(details.locator('time')).toHaveText(localised);
  await shot(page, testInfo, 'shipping');

  await openSection(page, 'Products');
  await expect(productRow.getByRole('cell').nth(6)).toHaveText('3');

  // — Delete a review and a contact message, each after confirming.
  const comment = uniqueTitle('Lovely ring, fast delivery');
  expect(
    (await api.post('/api/reviews/create', { data: { productId, comment, rating: 4 } })).status(),
  ).toBe(201);
  const sender = uniqueTitle('Hina');
  expect(
    (
      await api.post('/api/contact/create', {
        data: {
          name: sender,
          email: 'hina@example.com',
          phone: '03451234567',
          message: 'Do you ship to Quetta?',
        },
      })
    ).status(),
  ).toBe(201);

  await openSection(page, 'Reviews');
  await expect(page.getByRole('heading', { name: 'View Reviews' })).toBeVisible();
  const reviewRow = row(page, 'Reviews', comment);
  await expect(reviewRow).toBeVisible();
  const reviewId = await reviewRow.getByRole('cell').first().innerText();
  await shot(page, testInfo, 'reviews');
  // Cancelling keeps it.
  await reviewRow.getByRole('button', { name: `Delete review ${reviewId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(reviewRow).toBeVisible();
  await confirmDelete(page, `Delete review ${reviewId}`);
  await expect(reviewRow).toHaveCount(0);

  await openSection(page, 'Contacts');
  await expect(page.getByRole('heading', { name: 'View Contacts' })).toBeVisible();
  const contactRow = row(page, 'Contacts', sender);
  await expect(contactRow).toContainText('Do you ship to Quetta?');
  const contactId = await contactRow.getByRole('cell').first().innerText();
  await shot(page, testInfo, 'contacts');
  await confirmDelete(page, `Delete contact ${contactId}`);
  await expect(contactRow).toHaveCount(0);
  const contacts = (await (
    await api.get('/api/contact/', {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
    })
  ).json()) as { contacts: Array<{ name: string }> };
  expect(contacts.contacts.some((contact) => contact.name === sender)).toBe(false);

  // — The delivered order leaves the shipping list once confirmed.
  await openSection(page, 'Shipping');
  const orderId = await orderRow.getAttribute('data-order-id');
  // Delete is in the order's details, out of the Tab order from order to order (issue #26).
  await orderRow.getByRole('button', { name: /^Show details of order/ }).click();
  await confirmDelete(page, `Delete shipping order ${orderId}`);
  await expect(orderRow).toHaveCount(0);

  // — Log out: the token goes, the storefront opens, /v1 is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/v1/products/detail');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
});

test('banners: add one, replace its image, back to the list', async ({
  page,
  api,
  admin,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, admin.token);

  await page.goto('/v1/add-banner');
  // Without an id or an explicit 'add' in the navigation state the form returns to the list.
  await expect(page).toHaveURL(/\/v1\/banner$/);
  await expect(page.getByRole('heading', { name: 'View Banner' })).toBeVisible();
  const bannersTable = page.getByRole('table', { name: 'Banners' });
  // Counted from the API: the table may still be loading its rows at this moment.
  const before = ((await (await api.get('/api/banner/get')).json()).banners as unknown[]).length;

  await page.getByRole('button', { name: 'Add Banner' }).click();
  await expect(page).toHaveURL(/\/v1\/add-banner$/);
  await expect(page.getByRole('heading', { name: 'Add Banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose an image for the banner.')).toBeVisible();
  await page.getByLabel('Banner image').setInputFiles({
    name: 'not-an-image.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Choose an image file (JPEG, PNG, WebP…).')).toBeVisible();
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner-blue.png',
    mimeType: 'image/png',
    buffer: await solidPng('blue', 400),
  });
  const preview = page.getByRole('img', { name: 'Banner preview' });
  await expect(preview).toBeVisible();
  expect((await preview.locator('xpath=..').boundingBox())?.height).toBeCloseTo(400, 0);
  await shot(page, testInfo, 'banner-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/v1\/banner$/);
  // The header row and every banner, the new one included.
  await expect(bannersTable.getByRole('row')).toHaveCount(before + 2);

  const banners = (await (await api.get('/api/banner/get')).json()).banners as Array<{
    id: number;
    image: string;
  }>;
  const newest = banners.reduce((a, b) => (b.id > a.id ? b : a));
  await page.getByRole('button', { name: `Edit banner ${newest.id}` }).click();
  await expect(page.getByRole('heading', { name: 'Update Banner' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current banner' })).toBeVisible();
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner-green.png',
    mimeType: 'image/png',
    buffer: await solidPng('green', 400),
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/v1\/banner$/);
  const after = (await (await api.get('/api/banner/get')).json()).banners as Array<{
    id: number;
    image: string;
  }>;
  const updated = after.find((banner) => banner.id === newest.id);
  expect(updated?.image).toBeTruthy();
  expect(updated?.image).not.toBe(newest.image);
  await shot(page, testInfo, 'banners');
});
