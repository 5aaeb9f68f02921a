/**
 * WhatsApp and SMS messages to shoppers (issue #30) on a shop of its own whose WhatsApp is the local
 * Cloud API test server (apps/api/src/test/messaging): the shopper chooses the language of her order's
 * messages at checkout (phone) and the confirmation request goes in it; the owner edits a template,
 * is told of a placeholder the shop cannot fill, previews it, and reads an order's messages with the
 * status WhatsApp reported (desktop). Screenshots of each screen at 375 and 1280 px in /tmp/shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  startWhatsAppServer,
  WHATSAPP_TEST_APP_SECRET,
  WHATSAPP_TEST_PHONE_ID,
  WHATSAPP_TEST_TOKEN,
  WHATSAPP_TEST_VERIFY_TOKEN,
  type WhatsAppTestServer,
} from '../apps/api/src/test/messaging/whatsapp-server';
import { expect, signInAsAdmin, test as shopTest, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { startShopServer } from './support/own-server';

const test = shopTest.extend<
  object,
  { whatsapp: WhatsAppTestServer; ownServer: { baseURL: string } }
>({
  whatsapp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const server = await startWhatsAppServer();
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ whatsapp }, use) => {
      const server = await startShopServer({
        WHATSAPP_TOKEN: WHATSAPP_TEST_TOKEN,
        WHATSAPP_PHONE_ID: WHATSAPP_TEST_PHONE_ID,
        WHATSAPP_APP_SECRET: WHATSAPP_TEST_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: WHATSAPP_TEST_VERIFY_TOKEN,
        WHATSAPP_API_URL: whatsapp.apiUrl,
        MESSAGE_CONFIRM_DELAY_MINUTES: '0',
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = '/tmp/shots';

/** The page at both widths, whole, then back at the project's own. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const own = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/messages-${name}-${width}.png`, fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

test('the shopper chooses the language of her order’s WhatsApp messages at checkout', async ({
  page,
  admin,
  whatsapp,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a shopper’s journey, on a phone');
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
  await shots(page, 'checkout-language');
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

test('the owner edits a template and reads an order’s messages with their status', async ({
  page,
  request,
  admin,
  whatsapp,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'staff at a laptop');
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
  await shots(page, 'templates');

  // The confirmation request went; WhatsApp then says it was read, and staff confirm the order.
  await expect
    .poll(() => whatsapp.sends.filter((send) => send.to === '923331234567').length)
    .toBe(1);
  const [request1] = whatsapp.sends.filter((send) => send.to === '923331234567');
  const { body, headers } = whatsapp.signed(whatsapp.statusNotification(request1!, 'read'));
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
  await shots(page, 'order-page');
});
