/**
 * The owner edits a WhatsApp/SMS template (issue #30), is told of a placeholder the shop cannot fill,
 * previews it, and reads an order's messages with the status WhatsApp reported, at a laptop.
 */
import { expect, signInAsAdmin, uniqueTitle } from './fixtures';
import { shipping } from './support/checkout';
import { shotsAtBothWidths } from './support/screenshots';
import { testWithWhatsApp as test } from './support/whatsapp-shop';

test.describe.configure({ timeout: 120_000 });

test('the owner edits a template and reads an order’s messages with their status', async ({
  page,
  request,
  admin,
  whatsapp,
}) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Kangan'),
    price: 3000,
    quantity: 5,
    type: 'Jewelry',
    sub_type: 'Bangles',
  });
  const placed = await request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ phone: '03331234567' }), paymentMethod: 'cod' },
      cartItems: [{ id: product.id, quantity: 1 }],
      totalPrice: 3000,
      deliveryFee: 0,
      grandTotal: 3000,
      messageLanguage: 'roman_ur',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: number; number: string } }).order;

  await signInAsAdmin(page, request);
  await page.goto('/v1/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Message' }).click();
  await page.getByRole('option', { name: 'Order confirmed' }).click();
  await page.getByRole('radio', { name: 'Roman Urdu' }).check();
  const text = page.getByRole('textbox', { name: 'Text' });
  await expect(text).toHaveValue(/confirm ho gaya hai/);
  await text.fill('Shukriya {name}! Order {orderNumber} confirm, {amount} tayyar rakhein.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Unknown placeholder \{amount\}/)).toBeVisible();
  await text.fill('Shukriya {name}! Order {orderNumber} confirm ho gaya, {total} tayyar rakhein.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Order ZB-10042 confirm ho gaya, PKR 3,499 tayyar rakhein.');
  await expect(preview).toContainText('As an SMS: 1 part');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Changed by admin@shop.test.')).toBeVisible();
  await shotsAtBothWidths(page, 'messages-templates');

  // The confirmation request went; WhatsApp then says it was read, and staff confirm the order.
  await expect
    .poll(() => whatsapp.sends.filter((send) => send.to === '923331234567').length)
    .toBe(1);
  const confirmationRequest = whatsapp.sends.find((send) => send.to === '923331234567');
  if (!confirmationRequest) throw new Error('no confirmation request was sent');
  const { body, headers } = whatsapp.signed(
    whatsapp.statusNotification(confirmationRequest, 'read'),
  );
  const told = await request.post('/api/whatsapp/webhook', { headers, data: body });
  expect(told.status()).toBe(200);
  const confirmed = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: admin.headers,
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await expect
    .poll(() => whatsapp.sends.filter((send) => send.to === '923331234567').length)
    .toBe(2);

  await page.goto(`/v1/shipping/${order.id}`);
  const section = page.getByRole('region', { name: 'WhatsApp and SMS' });
  await expect(section.getByText('Language: Roman Urdu')).toBeVisible();
  const messages = section.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText('Please confirm (with Confirm and Cancel buttons)');
  await expect(messages.nth(0)).toContainText('Read');
  await expect(messages.nth(0)).toContainText('WhatsApp');
  await expect(messages.nth(1)).toContainText('Order confirmed');
  await expect(messages.nth(1)).toContainText(`Order ${order.number} confirm ho gaya, PKR 3,000`);
  await expect(messages.nth(1)).toContainText('Sent');
  await shotsAtBothWidths(page, 'messages-order-page');

  // The shopper asked on the phone for no more messages: staff record the STOP, then lift it.
  await section.getByLabel('Why (optional)').fill('Asked on a call');
  await section.getByRole('button', { name: 'Record STOP' }).click();
  const stop = section.getByRole('alert');
  await expect(stop).toContainText('recorded a STOP (“Asked on a call”)');
  await shotsAtBothWidths(page, 'messages-order-page-stop');
  await stop.getByRole('button', { name: 'Lift STOP' }).click();
  await expect(section.getByRole('button', { name: 'Record STOP' })).toBeVisible();
});
