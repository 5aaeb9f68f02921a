/**
 * The shopper chooses the language of her order's WhatsApp messages at checkout (issue #30), on a
 * phone, and the confirmation request goes in it, with its Confirm and Cancel buttons, to the local
 * Cloud API test server.
 */
import { expect, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { shotsAtBothWidths } from './support/screenshots';
import { testWithWhatsApp as test } from './support/whatsapp-shop';

test.describe.configure({ timeout: 120_000 });

test('the shopper chooses the language of her order’s WhatsApp messages at checkout', async ({
  page,
  admin,
  whatsapp,
}) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Jhumka'),
    price: 2400,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Earrings',
  });
  await addToCart(page, product, { quantity: 1 });
  const info = shipping({ phone: '03451234567' });
  await fillShipping(page, info);
  const form = shippingForm(page);
  const languages = form.getByRole('radiogroup', { name: 'Order updates on WhatsApp or SMS in' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await languages.getByRole('radio', { name: 'اردو' }).check();
  await expect(languages.getByRole('radio', { name: 'اردو' })).toBeChecked();
  await shotsAtBothWidths(page, 'messages-checkout-language');
  await form.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();

  await expect
    .poll(() => whatsapp.sends.filter((send) => send.to === '923451234567').length)
    .toBe(1);
  const [sent] = whatsapp.sends.filter((send) => send.to === '923451234567');
  expect(sent).toMatchObject({
    template: 'shop_confirmation_request',
    language: 'ur',
    buttons: ['CONFIRM_ORDER', 'CANCEL_ORDER'],
  });
  expect(sent?.text).toContain('کیش آن ڈیلیوری');
});
