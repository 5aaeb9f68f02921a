/**
 * Coupon rules at the checkout (issue #12): every refusal is shown under the coupon field in the
 * rule's own words, and an order that finds its coupon used up in between shows why at the coupon,
 * places nothing, and goes through once the shopper removes the coupon. The coupons are made through
 * the admin API, and their earlier uses are orders placed through the API, to keep the journey quick.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { shotOf } from './support/screenshots';

// A shopper acts as soon as a control is there, before the app's code has run (issue 24).
test.use({ waitForApp: false });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // From the top: scrolled, the sticky header would cover the cart in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotOf('coupon-rules', page, testInfo, name);
}

/** An order of one PKR 1,500 item with a 10% coupon, placed as another shopper would. */
async function useCoupon(
  api: APIRequestContext,
  productId: number,
  code: string,
  phone: string,
): Promise<void> {
  const response = await api.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ phone }), paymentMethod: 'cod' },
      cartItems: [{ id: productId, quantity: 1, selectedColor: 'gold' }],
      totalPrice: 1350,
      deliveryFee: 199,
      grandTotal: 1549,
      couponCode: code,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A Pakistani mobile number no other run of this journey uses. */
function uniquePhone(): string {
  return `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

test('the checkout says why a coupon is refused, and an order can go without a used-up one', async ({
  page,
  api,
  admin,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Coupon Ring'),
    price: 1500,
    quantity: 10,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const run = `${Date.now().toString(36)}${testInfo.project.name.length}`.toUpperCase();
  const code = (name: string) => `${name}${run}`;
  const usedPhone = uniquePhone();
  await Promise.all([
    admin.createCoupon(code('EXPIRED'), 10, {
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    }),
    admin.createCoupon(code('LATER'), 10, { starts_at: '2099-07-01T04:00:00Z' }),
    admin.createCoupon(code('MIN'), 10, { min_order_total: 2000 }),
    admin.createCoupon(code('ONCE'), 10, { max_uses: 1 }),
    admin.createCoupon(code('PHONE'), 10, { one_per_phone: true }),
    admin.createCoupon(code('LAST'), 10, { max_uses: 1 }),
  ]);
  await useCoupon(api, product.id, code('ONCE'), uniquePhone());
  await useCoupon(api, product.id, code('PHONE'), usedPhone);

  await addToCart(page, product, { quantity: 1 });
  const couponBox = page.getByRole('form', { name: 'Coupon' });
  const field = couponBox.getByLabel('Coupon code');
  const refusals: [string, string][] = [
    [code('EXPIRED'), 'This coupon has expired.'],
    [code('LATER'), 'This coupon is not valid yet. It starts on 1 July 2099 at 9:00 am.'],
    [code('MIN'), 'This coupon needs an order of PKR 2,000 or more.'],
    [code('ONCE'), 'This coupon has been used up.'],
  ];
  for (const [refused, message] of refusals) {
    await field.fill(refused);
    await couponBox.getByRole('button', { name: 'Apply' }).click();
    await expect(couponBox.getByRole('alert')).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await shot(page, testInfo, 'used-up');

  // Whether this phone used the coupon is checked when the order is placed, never by the lookup,
  // which must not tell anyone who has ordered (issue #23).
  const info = shipping({ phone: usedPhone });
  await fillShipping(page, info);
  await field.fill(code('PHONE'));
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code('PHONE')} applied: 10% off`)).toBeVisible();
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByRole('alert')).toContainText('You have already used this coupon.');
  await cart.getByRole('button', { name: 'Remove coupon' }).click();

  // A coupon that applies now, then used up by someone else before this order is placed.
  await field.fill(code('LAST'));
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code('LAST')} applied: 10% off`)).toBeVisible();
  await useCoupon(api, product.id, code('LAST'), uniquePhone());
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();

  await expect(cart.getByRole('alert')).toContainText('This coupon has been used up.');
  await expect(shippingForm(page).getByRole('alert')).toHaveText('This coupon has been used up.');
  await expect(page.getByRole('dialog', { name: 'Order Confirmation' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'refused-at-order');
  const placedFor = async () =>
    (await admin.orders()).filter(
      (order) => (order.shippingInfo as { fullName?: string }).fullName === info.fullName,
    );
  expect(await placedFor()).toHaveLength(0);

  // Without the coupon, the order goes through at the full price.
  await cart.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(cart.getByRole('alert')).toHaveCount(0);
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('PKR 1,699');
  expect(await placedFor()).toMatchObject([{ couponCode: null, grandTotal: 1699 }]);
});
