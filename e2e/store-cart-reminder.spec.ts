/**
 * A checkout left unfinished (issue #30), on a phone: the shopper ticks "Send me a reminder", leaves
 * without ordering, the reminder reaches the local Cloud API test server, and its link, opened in a
 * browser with an empty cart, puts the lines back and opens the checkout. An unknown link says so.
 * The shop's reminders are due at once here (CART_REMINDER_*_MINUTES 0).
 */
import { expect, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { shotsAtBothWidths } from './support/screenshots';
import { shopWithWhatsApp } from './support/whatsapp-shop';

const test = shopWithWhatsApp({
  CART_REMINDER_FIRST_MINUTES: '0',
  CART_REMINDER_SECOND_MINUTES: '0',
});
test.describe.configure({ timeout: 120_000 });

test('a reminder’s link puts the cart left at checkout back', async ({
  page,
  browser,
  admin,
  whatsapp,
  baseURL,
}) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Kundan Kangan'),
    price: 3100,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Bangles',
  });
  await addToCart(page, product, { quantity: 2 });
  await fillShipping(page, shipping({ phone: '03211234567', fullName: 'Sana Iqbal' }));
  const form = shippingForm(page);
  const consent = form.getByRole('checkbox', {
    name: "Send me a reminder on WhatsApp/SMS if I don't finish",
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(form.getByText(/Saved: if you do not finish/)).toBeVisible();
  await shotsAtBothWidths(page, 'messages-checkout-reminder-consent');

  // She leaves. The reminder goes to her WhatsApp with the link.
  await expect
    .poll(() => whatsapp.sends.filter((send) => send.template === 'shop_cart_reminder_1').length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const sent = whatsapp.sends.find(
    (send) => send.template === 'shop_cart_reminder_1' && send.to === '923211234567',
  );
  expect(sent?.text).toContain('"Sana Iqbal"');
  const link = /https?:\/\/\S+\/cart\/[A-Za-z0-9_-]+/.exec(sent?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const path = new URL(link ?? '').pathname;

  // Later, on another visit (an empty cart), the link restores the lines and opens the checkout.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const later = await context.newPage();
  await later.goto(path);
  await expect(later).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await expect(later.getByText(product.title).first()).toBeVisible();
  await expect(later.getByLabel(`Quantity of ${product.title}`).first()).toHaveText('2');
  await shotsAtBothWidths(later, 'messages-cart-restored');

  await later.goto('/cart/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(later.getByRole('heading', { name: 'This cart link has expired' })).toBeVisible();
  await shotsAtBothWidths(later, 'messages-cart-link-expired');
  await context.close();
});
