/**
 * Cash-on-delivery rules at the checkout (issue #29, decision 0030): the owner sets them on the Shop
 * settings screen; the checkout shows the COD fee and the rounding to whole rupees in the totals, says
 * under the field why an order is refused (an address without a number, a city without cash on
 * delivery, a total above the most), the order call refuses the same with a 400 naming the field, and
 * the placed order keeps the fee and the rounding.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAsAdmin, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
// Its own server: a COD fee and a house-number check would change the totals and refusals the other
// journeys on the shared server expect.
import { testOnOwnServer as test } from './support/own-server';
import { shotOf } from './support/screenshots';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // From the top: scrolled, the sticky header would cover the cart in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotOf('cod-rules', page, testInfo, name);
}

const HOUSE_NUMBER = 'Please add your house, street or block number, so the rider can find you.';
const NO_COD_IN_QUETTA =
  'We do not offer cash on delivery in Quetta. Please contact us on WhatsApp to order.';
const OVER_MAX =
  'Cash on delivery is for orders up to PKR 20,000. Please remove some items, or contact us on WhatsApp to order.';

test('the owner’s COD rules refuse orders under their fields, and the fee and rounding show in the totals', async ({
  page,
  api,
  admin,
}, testInfo) => {
  test.setTimeout(180_000);
  const product = await admin.createProduct({
    title: uniqueTitle('COD Clutch'),
    price: 14998,
    quantity: 10,
    type: 'Bags',
    colors: ['black'],
  });
  const coupon = `TEN${Date.now().toString(36).toUpperCase()}`;
  await admin.createCoupon(coupon, 10);

  // The owner sets the rules in the back office.
  await signInAsAdmin(page, api);
  await page.goto('/v1/settings');
  const card = page.getByRole('region', { name: 'Cash on delivery' });
  await card.getByLabel('Most for cash on delivery').fill('20000');
  await card.getByRole('radio', { name: 'A fixed amount' }).check();
  await card.getByLabel('Fixed fee').fill('');
  await card.getByRole('button', { name: 'Save cash on delivery rules' }).click();
  await expect(card.getByText('Enter the fixed COD fee in PKR')).toBeVisible();
  await card.getByLabel('Fixed fee').fill('100');
  const cities = card.getByLabel('Cities without cash on delivery');
  await cities.fill('Quet');
  await page.getByRole('option', { name: 'Quetta' }).click();
  await card.getByLabel('Ask for a house, street or block number in the address').check();
  await card.getByRole('button', { name: 'Save cash on delivery rules' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. The next checkout uses these rules.');
  await expect(card.getByRole('button', { name: 'Quetta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'settings');

  // The shopper: a PKR 14,998 clutch with a 10% coupon is PKR 13,498.20 of goods; PKR 100 COD fee.
  await addToCart(page, product, { quantity: 2 });
  const cart = page.getByRole('region', { name: 'Your Cart' });
  const couponBox = page.getByRole('form', { name: 'Coupon' });
  await couponBox.getByLabel('Coupon code').fill(coupon);
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${coupon} applied: 10% off`)).toBeVisible();
  // Two are PKR 26,996.40 + 100: more than the shop takes in cash, said by the total.
  await expect(cart.getByRole('alert')).toHaveText(OVER_MAX);

  const info = shipping({ address: 'Near the big mosque, Saddar', city: 'Quetta' });
  await fillShipping(page, info);
  const form = shippingForm(page);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText(HOUSE_NUMBER, { exact: true })).toBeVisible();
  await expect(form.getByText(NO_COD_IN_QUETTA, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(OVER_MAX);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'refused');

  // The order call refuses the same order, naming the field.
  const refused = await api.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...info, paymentMethod: 'cod' },
      cartItems: [{ id: product.id, quantity: 1, selectedColor: 'black' }],
      totalPrice: 13498.2,
      deliveryFee: 0,
      grandTotal: 13598,
      couponCode: coupon,
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    message: `shippingInfo.address: ${HOUSE_NUMBER}`,
    fieldErrors: { 'shippingInfo.city': NO_COD_IN_QUETTA },
  });

  // One clutch, to a numbered house in Lahore: the fee and the rounding are lines of their own.
  await cart.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(cart.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(cart.getByRole('definition').filter({ hasText: 'PKR 13,498.20' })).toBeVisible();
  const totals = cart.getByRole('term');
  await expect(totals).toHaveText([
    'Total',
    'Delivery Fee',
    'Cash on delivery fee',
    'Rounded in your favour',
    'Grand Total',
  ]);
  await expect(cart.getByRole('definition').nth(2)).toHaveText('PKR 100');
  await expect(cart.getByRole('definition').nth(3)).toHaveText('−PKR 0.20');
  await expect(cart.getByRole('definition').nth(4)).toHaveText('PKR 13,598');
  await form.getByLabel('Address').fill('House 12, Street 4, Shadman');
  await form.getByLabel('City').fill('Lahore');
  await form.getByLabel('Postal Code').click();
  await shot(page, testInfo, 'totals');

  await form.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Cash on delivery fee')).toBeVisible();
  await expect(dialog.getByText('−PKR 0.20')).toBeVisible();
  await expect(dialog.getByText('PKR 13,598', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'confirmation');
  const [placed] = (await admin.orders()).filter(
    (order) => (order.shippingInfo as { fullName?: string }).fullName === info.fullName,
  );
  expect(placed).toMatchObject({
    totalPrice: 13498.2,
    codFee: 100,
    rounding: -0.2,
    grandTotal: 13598,
  });

  // The shopper's tracking page and the back office's order page list the fee and the rounding too.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.goto(`/order/${String(placed?.trackingToken)}`);
  await expect(page.getByText('Rounded in your favour')).toBeVisible();
  await expect(page.getByText('−PKR 0.20')).toBeVisible();
  await shot(page, testInfo, 'tracking');
  await page.goto(`/v1/shipping/${String(placed?.id)}`);
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await expect(page.getByText('Grand total (cash to collect)')).toBeVisible();
  await expect(page.getByText('PKR 13,598', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'order-page');
});
