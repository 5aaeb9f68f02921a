/**
 * Checkout journeys (spec §2 'Checkout', §4, §5, §8, §9): a shopper fills the cart through the product
 * page, checks out below and above the free-shipping threshold, with and without a coupon, meets the
 * validation messages, and the server's refusal when stock or prices moved. Each test makes its own
 * products through the admin API so the two viewports never share stock.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueTitle,
  type AdminApi,
  type Product,
} from './fixtures';
import { screenshotOf, shotOf } from './support/screenshots';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

// Each journey creates products, fills a cart through the product page and places orders: on a shared
// two-core machine that can take longer than the default minute.
test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('checkout', page, testInfo, name);

async function makeProduct(
  admin: AdminApi,
  fields: { price: number; quantity: number; colors?: string[]; type?: 'Jewelry' | 'Bags' },
): Promise<Product> {
  return admin.createProduct({
    title: uniqueTitle(fields.type === 'Bags' ? 'E2E Tote' : 'E2E Ring'),
    price: fields.price,
    quantity: fields.quantity,
    type: fields.type ?? 'Jewelry',
    colors: fields.colors ?? ['gold', 'silver'],
  });
}

function cartLine(page: Page, title: string) {
  return page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: title });
}

function totalsRow(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Your Cart' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function findOrder(admin: AdminApi, fullName: string) {
  const orders = await admin.orders();
  return orders.find(
    (order) => (order.shippingInfo as { fullName?: string } | undefined)?.fullName === fullName,
  );
}

test('empty checkout says so and passes the accessibility check', async ({ page }, testInfo) => {
  await page.goto('/checkout');
  await expect(page).toHaveTitle(/^Checkout/);
  await expect(page.getByText('No items in the cart.')).toBeVisible();
  await expect(shippingForm(page).getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'empty');
});

test('below 2999: delivery 199, the order shows the server totals, the cart empties and stock drops', async ({
  page,
  admin,
}, testInfo) => {
  // Silver first: a product made from colours and one stock holds it on its first colour (0024).
  const product = await makeProduct(admin, {
    price: 1000,
    quantity: 5,
    colors: ['silver', 'gold'],
  });
  await addToCart(page, product, { quantity: 2, colour: 'Silver' });

  await expect(page).toHaveURL(/\/checkout$/);
  const line = cartLine(page, product.title);
  await expect(line).toContainText('Colour: Silver');
  await expect(line.getByRole('status', { name: `Quantity of ${product.title}` })).toHaveText('2');
  await expect(line).toContainText('PKR 2,000');
  await expect(totalsRow(page, 'Total')).toHaveText('PKR 2,000');
  await expect(totalsRow(page, 'Delivery Fee')).toHaveText('PKR 199');
  await expect(totalsRow(page, 'Grand Total')).toHaveText('PKR 2,199');
  await expect(page.getByRole('link', { name: 'Cart' })).toContainText('1');

  const payment = shippingForm(page).getByRole('radiogroup', { name: 'Payment Method' });
  await expect(payment.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expect(payment.getByRole('radio')).toHaveCount(1);
  const whatsApp = shippingForm(page).getByRole('link', { name: /WhatsApp/ });
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\//);

  const info = shipping();
  await fillShipping(page, info);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'below-threshold');
  // MUI draws the checkout with no theme provider above it: the build makes the shop's theme MUI's
  // default (apps/web/vite/shop-theme-as-mui-default.ts). Without it: MUI's blue, and a raised button.
  const placeOrder = shippingForm(page).getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toHaveCSS('background-color', 'rgb(131, 79, 55)');
  await expect(placeOrder).toHaveCSS('box-shadow', 'none');

  // Hold the request: the button shows progress and cannot send the order twice.
  let orderRequests = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shipping/create', async (route) => {
    orderRequests += 1;
    await held;
    await route.continue();
  });
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
  const sending = shippingForm(page).getByRole('button', { name: 'Placing Order...' });
  await expect(sending).toBeDisabled();
  await sending.click({ force: true });
  await shippingForm(page).getByLabel('City').press('Enter');
  release();

  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Thank You for placing the order! Your order is confirmed.');
  expect(orderRequests).toBe(1);
  await expectNoSeriousA11yViolations(page);
  const order = await findOrder(admin, info.fullName);
  expect(order, 'the order is listed for staff').toBeTruthy();
  expect(order).toMatchObject({ totalPrice: 2000, deliveryFee: 199, grandTotal: 2199 });
  await expect(dialog).toContainText(`Order number: ${String(order?.number)}`);
  // The private tracking link, to follow, confirm or cancel the order.
  await expect(
    dialog.getByRole('link', { name: `Follow your order ${String(order?.number)}` }),
  ).toHaveAttribute('href', `/order/${String(order?.trackingToken)}`);
  const row = dialog.getByRole('row', { name: new RegExp(product.title) });
  await expect(row).toContainText('Silver');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('PKR 2,000');
  await expect(dialog.getByRole('definition').nth(0)).toHaveText('PKR 2,000');
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('PKR 199');
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('PKR 2,199');
  await expect(dialog).toContainText(info.fullName);
  await expect(dialog).toContainText('12 Mall Road');
  await expect(dialog).toContainText('Cash on Delivery');
  await screenshotOf(page, `checkout-confirmation-${testInfo.project.name}.png`, { settle: true });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No items in the cart.')).toBeVisible();
  await expect(shippingForm(page).getByLabel('Full Name')).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('cartItems'))).toBe('[]');
  expect((await admin.getProduct(product.id)).quantity).toBe(3);
});

test(
  'above 2999 delivery is free; a coupon strikes the original total through',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const product = await makeProduct(admin, { price: 2000, quantity: 6, type: 'Bags' });
    const code = `E2E${Date.now().toString(36).toUpperCase()}${testInfo.project.name.length}`;
    await admin.createCoupon(code, 10);
    await addToCart(page, product, { quantity: 2 });

    await expect(totalsRow(page, 'Total')).toHaveText('PKR 4,000');
    await expect(totalsRow(page, 'Delivery Fee')).toHaveText('Free');
    await expect(totalsRow(page, 'Grand Total')).toHaveText('PKR 4,000');

    const couponBox = page.getByRole('form', { name: 'Coupon' });
    await couponBox.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon or no discount available.')).toBeVisible();

    await couponBox.getByLabel('Coupon code').fill(code);
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon ${code} applied: 10% off`)).toBeVisible();
    await expect(totalsRow(page, 'Total').locator('del')).toHaveText('Original total: PKR 4,000');
    await expect(totalsRow(page, 'Total')).toContainText('PKR 3,600');
    await expect(totalsRow(page, 'Grand Total')).toHaveText('PKR 3,600');
    await shot(page, testInfo, 'coupon');

    // Removing the coupon restores the full price; applying it again brings the discount back.
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(totalsRow(page, 'Total')).toHaveText('PKR 4,000');
    // Again by keyboard: Enter in the code field applies it.
    await page.getByRole('form', { name: 'Coupon' }).getByLabel('Coupon code').fill(code);
    await page.getByRole('form', { name: 'Coupon' }).getByLabel('Coupon code').press('Enter');
    await expect(totalsRow(page, 'Grand Total')).toHaveText('PKR 3,600');

    const info = shipping();
    await fillShipping(page, info);
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('definition').nth(0)).toContainText('PKR 3,600');
    await expect(dialog.getByRole('definition').nth(0).locator('del')).toContainText('PKR 4,000');
    await expect(dialog.getByRole('definition').nth(1)).toHaveText('Free');
    await expect(dialog.getByRole('definition').nth(2)).toHaveText('PKR 3,600');
    const order = await findOrder(admin, info.fullName);
    expect(order).toMatchObject({
      couponCode: code,
      originalTotal: 4000,
      totalPrice: 3600,
      deliveryFee: 0,
      grandTotal: 3600,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No items in the cart.')).toBeVisible();
    await expect(page.getByText(/applied: 10% off/)).toBeHidden();
  },
);

test(
  'the shipping form explains every invalid field once it has been touched',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const product = await makeProduct(admin, { price: 500, quantity: 3 });
    await addToCart(page, product, { quantity: 1 });
    const form = shippingForm(page);

    // Nothing is shown before a field is touched.
    await expect(form.getByText('Full name is required')).toBeHidden();
    await form.getByLabel('Full Name').focus();
    await form.getByLabel('Email').focus();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeHidden();

    const phone = form.getByLabel('Phone');
    const phoneMessage = form.locator('#shipping-phone-helper-text');
    await phone.fill('0300123456');
    await phone.blur();
    await expect(phoneMessage).toHaveText('Phone number must be 11 digits');
    await phone.fill('0300abc4567');
    await expect(phoneMessage).toHaveText('Phone number must only contain numbers');
    await phone.fill('030012345678');
    await expect(phoneMessage).toHaveText('Phone number must not exceed 11 digits');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('03001234567');
    await expect(phoneMessage).toBeHidden();
    await expect(phone).toHaveAttribute('aria-invalid', 'false');

    const postal = form.getByLabel('Postal Code');
    await postal.fill('54A00');
    await postal.blur();
    await expect(form.getByText('Postal Code must only contain numbers')).toBeVisible();
    await postal.fill('');
    await expect(form.getByText('Postal Code is required')).toBeVisible();

    // Submitting shows every remaining message and sends nothing.
    let orderRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/shipping/create')) orderRequests += 1;
    });
    await form.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await shot(page, testInfo, 'validation');
    expect(orderRequests).toBe(0);
  },
);

test(
  'when stock drops after adding, the server refuses and the cart shows the current stock',
  { tag: '@phone' },
  async ({ page, admin }) => {
    const product = await makeProduct(admin, { price: 800, quantity: 5 });
    await addToCart(page, product, { quantity: 3 });
    await expect(totalsRow(page, 'Total')).toHaveText('PKR 2,400');

    await admin.updateProduct(product.id, { quantity: 1 });
    const info = shipping();
    await fillShipping(page, info);
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();

    const message = `Only 1 left in stock for ${product.title}`;
    await expect(shippingForm(page).getByRole('alert')).toContainText(message);
    const line = cartLine(page, product.title);
    await expect(line.getByRole('status', { name: `Quantity of ${product.title}` })).toHaveText(
      '1',
    );
    await expect(totalsRow(page, 'Total')).toHaveText('PKR 800');
    await expect(page.getByRole('dialog', { name: 'Order Confirmation' })).toBeHidden();
    expect(await findOrder(admin, info.fullName)).toBeUndefined();

    // The form kept what was typed; placing the order again now succeeds at the new quantity.
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Confirmation' })).toBeVisible();
    expect(await findOrder(admin, info.fullName)).toMatchObject({
      totalPrice: 800,
      grandTotal: 999,
    });
    expect((await admin.getProduct(product.id)).quantity).toBe(0);
  },
);

test(
  'when the price changes after adding, the server refuses and the cart shows the new price',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const product = await makeProduct(admin, { price: 1000, quantity: 4 });
    await addToCart(page, product, { quantity: 1 });
    await expect(cartLine(page, product.title)).toContainText('PKR 1,000 each');

    await admin.updateProduct(product.id, { price: 1500, discounted_price: 1500 });
    await fillShipping(page, shipping());
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();

    await expect(shippingForm(page).getByRole('alert')).toBeVisible();
    await expect(cartLine(page, product.title)).toContainText('PKR 1,500 each');
    await expect(totalsRow(page, 'Grand Total')).toHaveText('PKR 1,699');
    await shot(page, testInfo, 'refused');
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await expect(dialog.getByRole('definition').nth(2)).toHaveText('PKR 1,699');

    // Leaving with the confirmation still open must not bring the ordered cart back.
    await page.reload();
    await expect(page.getByText('No items in the cart.')).toBeVisible();
  },
);

test(
  'the stock-limit modal, Out of Stock, and the cart surviving a reload',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const product = await makeProduct(admin, { price: 700, quantity: 3 });
    await addToCart(page, product, { quantity: 2 });
    await expect(page).toHaveURL(/\/checkout$/);

    // Adding two more of the same colour would pass the stock of 3.
    await addToCart(page, product, { quantity: 2 });
    const modal = page.getByRole('dialog', { name: 'Stock limit reached' });
    await expect(modal).toContainText('Cannot add more items. Only 1 left in stock.');
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await shot(page, testInfo, 'stock-modal');
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await page.goto('/checkout');
    const line = cartLine(page, product.title);
    const quantity = line.getByRole('status', { name: `Quantity of ${product.title}` });
    await line.getByRole('button', { name: 'Increase quantity' }).focus();
    await page.keyboard.press('Space');
    await expect(quantity).toHaveText('3');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('alert')).toHaveText('Out of Stock');
    await expect(quantity).toHaveText('3');
    await shot(page, testInfo, 'out-of-stock');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(line.getByRole('alert')).toBeHidden();
    await expect(quantity).toHaveText('2');

    // The cart is kept in sessionStorage: a reload restores it.
    await page.reload();
    await expect(cartLine(page, product.title)).toBeVisible();
    await expect(
      cartLine(page, product.title).getByRole('status', { name: `Quantity of ${product.title}` }),
    ).toHaveText('2');
    await expect(totalsRow(page, 'Total')).toHaveText('PKR 1,400');

    // A line at 0 stays in the cart but is not ordered; Remove drops it.
    await cartLine(page, product.title).getByRole('button', { name: 'Decrease quantity' }).click();
    await cartLine(page, product.title).getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(cartLine(page, product.title)).toBeVisible();
    await expect(shippingForm(page).getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await cartLine(page, product.title).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No items in the cart.')).toBeVisible();
  },
);

test(
  'the cart is mirrored to the server under the browser cart id',
  { tag: '@phone' },
  async ({ page, admin }) => {
    const product = await makeProduct(admin, { price: 900, quantity: 4 });
    await addToCart(page, product, { quantity: 2, colour: 'Gold' });
    // The id is made when the first change is mirrored (debounced), so wait for it.
    const readCartId = () => page.evaluate(() => sessionStorage.getItem('cartId'));
    await expect
      .poll(readCartId)
      .toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const cartId = await readCartId();

    const mirrored = async () => {
      const response = await admin.request.get('/api/cart/get', { headers: admin.headers });
      expect(response.status()).toBe(200);
      const { cartItems } = (await response.json()) as {
        cartItems: Array<{ cartId: string; productId: number; quantity: number }>;
      };
      return cartItems
        .filter((item) => item.cartId === cartId && item.productId === product.id)
        .map((item) => item.quantity);
    };
    await expect.poll(mirrored).toEqual([2]);

    await cartLine(page, product.title).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(mirrored).toEqual([3]);
    await cartLine(page, product.title).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(mirrored).toEqual([]);
  },
);

test(
  'a sold-out colour and size are marked and cannot be added; the order names the variant (issue #27)',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    // Gold is sold out in every size, silver only in size 7: the page starts on silver 6.
    const product = await admin.createProduct({
      title: uniqueTitle('E2E Sized Ring'),
      price: 1500,
      quantity: 2,
      type: 'Jewelry',
      colors: ['gold', 'silver'],
      variants: [
        { colour: 'gold', size: '6', quantity: 0 },
        { colour: 'gold', size: '7', quantity: 0 },
        { colour: 'silver', size: '6', quantity: 2 },
        { colour: 'silver', size: '7', quantity: 0 },
      ],
    });
    const silverSix = product.variants.find(
      (variant) => variant.options.colour === 'silver' && variant.options.size === '6',
    );
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: product.title })).toBeVisible({
      timeout: 30_000,
    });
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await expect(colours.getByRole('radio', { name: 'Gold (sold out)' })).toBeDisabled();
    await expect(colours.getByRole('radio', { name: 'Silver', exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: '6', exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: '7 (sold out)' })).toBeDisabled();

    // The stepper stops at silver 6's stock (2), not at what the ring has in all.
    const stepper = page.getByRole('group', { name: 'Quantity' });
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(stepper.locator('output')).toHaveText('2');
    await expect(stepper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByText('Out of stock! Only 2 items available.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'variant-product');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const line = cartLine(page, product.title);
    await expect(line).toContainText('Variant: Silver / 6');
    // The cart's stepper stops at the variant's stock too.
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('alert')).toHaveText('Out of Stock');
    await expect(line.getByRole('status', { name: `Quantity of ${product.title}` })).toHaveText(
      '2',
    );

    const info = shipping();
    await fillShipping(page, info);
    await shot(page, testInfo, 'variant-cart');
    await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await expect(dialog.getByRole('table', { name: 'Ordered items' })).toContainText('Silver / 6');
    const order = await findOrder(admin, info.fullName);
    expect(order?.cartItems).toEqual([
      expect.objectContaining({ variantId: silverSix?.id, variant: 'silver / 6', quantity: 2 }),
    ]);
    const after = await admin.getProduct(product.id);
    expect(after.variants.map((variant) => variant.quantity)).toEqual([0, 0, 0, 0]);
  },
);
