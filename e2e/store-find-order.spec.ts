/**
 * An order's first day, the shopper's side (issue #26): she types her phone her way, closes the
 * confirmation and still finds her order, from the checkout and from "Track your order"; the product
 * page tells a cash-on-delivery shopper what she looks for, in the owner's words; sold-out cards say so.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle } from './fixtures';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';
import { screenshotOf, shotOf } from './support/screenshots';

test.describe.configure({ timeout: 120_000 });
// A shopper acts as soon as a control is there (issue 24).
test.use({ waitForApp: false });

const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = false) =>
  shotOf('shopper', page, testInfo, name, fullPage);

test('a checkout with 0300-1234567, then the order followed from the checkout and from Track your order', async ({
  page,
  admin,
  isMobile,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Jhumka'),
    price: 1800,
    quantity: 5,
    type: 'Jewelry',
    colors: ['gold'],
  });
  await addToCart(page, product, { quantity: 1 });
  const form = shippingForm(page);

  // The phone field opens the phone keypad, offers autofill and shows the form it expects.
  const phone = form.getByLabel('Phone');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await expect(phone).toHaveAttribute('placeholder', '0300 1234567');

  // The first Submit of an untouched form shows every field's message at once, Postal Code too.
  await form.getByRole('button', { name: 'Place Order' }).click();
  for (const message of [
    'Full name is required',
    'Email is required',
    'Address is required',
    'City is required',
    'Postal Code is required',
    'Phone number is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await shot(page, testInfo, 'checkout-every-error', true);

  await fillShipping(page, shipping({ phone: '0300-1234567' }));
  await form.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const numberText = (await dialog.getByText(/^Order number: ZB-\d+$/).textContent()) ?? '';
  const number = numberText.replace('Order number: ', '');
  expect(number).toMatch(/^ZB-\d+$/);
  await expect(dialog.getByText('03001234567', { exact: false }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The checkout keeps the order's number and its page.
  const note = page.getByRole('status').filter({ hasText: `Your order ${number}: follow it` });
  await expect(note).toBeVisible();
  await expect(page.getByText('No items in the cart.')).toBeVisible();
  await shot(page, testInfo, 'checkout-after-dialog');
  await note.getByRole('link', { name: 'follow it' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const orderPage = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

  // Track your order: from the footer on a laptop, from the menu on a phone.
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Track your order' })
      .click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  }
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  // This browser remembers the order it placed.
  const recent = page.getByRole('region', { name: 'Your recent orders on this device' });
  await expect(recent.getByRole('link', { name: `Follow your order ${number}` })).toBeVisible();
  await shot(page, testInfo, 'track-order', true);

  // A wrong phone: one message, the same a wrong number gets.
  const lookup = page.getByRole('form', { name: 'Find your order' });
  await lookup.getByLabel('Order number').fill(number.toLowerCase());
  await lookup.getByLabel('Phone').fill('0300 7654321');
  await lookup.getByRole('button', { name: 'Find my order' }).click();
  const refusal = lookup.getByRole('alert');
  await expect(refusal).toHaveText(
    'No order matches this order number and phone. Please check both and try again.',
  );
  await lookup.getByLabel('Order number').fill('ZB-99999999');
  await lookup.getByLabel('Phone').fill('03001234567');
  await lookup.getByRole('button', { name: 'Find my order' }).click();
  await expect(refusal).toHaveText(
    'No order matches this order number and phone. Please check both and try again.',
  );
  await shot(page, testInfo, 'track-order-refused');

  // Her number written the international way opens her order.
  await lookup.getByLabel('Order number').fill(number);
  await lookup.getByLabel('Phone').fill('+92 300 1234567');
  await lookup.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
});

test(
  'the track-order page arrives rendered by the server and checks its fields',
  { tag: '@phone' },
  async ({ page }) => {
    const html = await (
      await page.request.get('/track-order', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('Track your order');
    expect(html).toContain('Find my order');

    await page.goto('/track-order');
    const lookup = page.getByRole('form', { name: 'Find your order' });
    await lookup.getByRole('button', { name: 'Find my order' }).click();
    await expect(lookup.getByText('Order number is required')).toBeVisible();
    await expect(lookup.getByText('Phone number is required')).toBeVisible();
    await lookup.getByLabel('Order number').fill('my order');
    await lookup.getByLabel('Phone').fill('0300-12a4567');
    await lookup.getByRole('button', { name: 'Find my order' }).click();
    await expect(lookup.getByText('Order number must look like ZB-10015')).toBeVisible();
    await expect(lookup.getByText('Phone number must only contain numbers')).toBeVisible();
  },
);

test(
  'the contact form shows every message on its first Submit',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Phone')).toHaveAttribute('inputmode', 'tel');
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Message is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
  },
);

test(
  'a sold-out product carries a badge on its card, and its card keeps its size',
  { tag: '@phone' },
  async ({ page, admin }, testInfo) => {
    const prefix = uniqueTitle('E2E Clutch');
    await admin.createProduct({ title: `${prefix} A`, price: 2500, quantity: 0, type: 'Bags' });
    await admin.createProduct({ title: `${prefix} B`, price: 2500, quantity: 3, type: 'Bags' });
    await page.goto(`/products?q=${encodeURIComponent(prefix)}`);
    const soldOut = page.getByRole('article').filter({ hasText: `${prefix} A` });
    const inStock = page.getByRole('article').filter({ hasText: `${prefix} B` });
    await expect(soldOut.getByText('Sold out')).toBeVisible();
    await expect(inStock.getByText('Sold out')).toHaveCount(0);
    const [a, b] = [await soldOut.boundingBox(), await inStock.boundingBox()];
    expect(a?.height).toBe(b?.height);
    expect(a?.width).toBe(b?.width);
    await soldOut.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'sold-out');
  },
);

test(
  'the product page shows the owner’s delivery time, exchange policy and WhatsApp at 1280 and 375 px',
  { tag: '@laptop' },
  async ({ page, admin }, testInfo) => {
    // One owner, one set of texts: changed from the laptop only, so the two viewports never race.
    const product = await admin.createProduct({
      title: uniqueTitle('E2E Pearl Mala'),
      price: 4200,
      quantity: 4,
      type: 'Jewelry',
      colors: ['silver'],
    });
    // The page is rendered (and kept) with the texts before the owner's change.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Pay cash at your door')).toBeVisible();

    await signInAsAdmin(page, page.request);
    await page.goto('/v1/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Delivery time').fill('3–4 working days, Lahore next day');
    await page
      .getByLabel('Exchange policy')
      .fill('Exchange within 7 days of delivery if the piece is unused.');
    await page.getByLabel('WhatsApp number').fill('0321-7654321');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. The shop shows the new texts now.')).toBeVisible();
    await page.getByLabel('WhatsApp number').fill('042 35761234');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText('WhatsApp number must be a Pakistani mobile number such as 0300 1234567'),
    ).toBeVisible();
    await shot(page, testInfo, 'admin-settings');

    // A shopper's first view, straight from the server's (kept) rendering.
    const html = await (
      await page.request.get(`/product/${product.id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('3–4 working days, Lahore next day');
    // The header's and footer's WhatsApp is the owner's number too, in the server's rendering.
    expect(html).toContain('href="https://wa.me/923217654321"');
    expect(html).not.toContain('wa.me/923001234567');

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`/product/${product.id}`);
      const notes = page.getByRole('list', { name: 'Delivery and payment' });
      await expect(notes).toContainText('Delivery: 3–4 working days, Lahore next day');
      await expect(notes).toContainText('Pay cash at your door');
      await expect(notes).toContainText(
        'Exchange: Exchange within 7 days of delivery if the piece is unused.',
      );
      const ask = notes.getByRole('link', { name: 'Ask on WhatsApp' });
      // The server's rendering links the product by its path; the browser writes the whole address in
      // once the page is hydrated, which a busy machine takes a moment to do.
      await expect(ask).toHaveAttribute('href', /text=Hi!.*https?%3A%2F%2F/);
      const href = new URL((await ask.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/923217654321');
      const text = href.searchParams.get('text') ?? '';
      expect(text).toContain(product.title);
      expect(text).toContain(`/product/${product.id}`);
      expect(text).toMatch(/^Hi! .*https?:\/\//);
      await notes.scrollIntoViewIfNeeded();
      await screenshotOf(page, `shopper-trust-texts-${width}.png`);

      await page.goto('/contact-us');
      await expect(page.getByRole('link', { name: /Ask us on WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/923217654321\?text=/,
      );
      // The social links (the header's on a laptop, the footer's on both) chat with the owner's number.
      const socials = [page.getByRole('contentinfo')];
      if (width === 1280) socials.push(page.getByRole('banner'));
      for (const place of socials) {
        await expect(place.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
          'href',
          'https://wa.me/923217654321',
        );
      }
      await screenshotOf(page.getByRole('contentinfo'), `shopper-footer-${width}.png`);
    }
    await screenshotOf(page, 'shopper-contact-375.png', { fullPage: true });

    // Back to the demo shop's texts, which the other journeys running meanwhile read (no number at all
    // hides every WhatsApp link, which apps/web/.../layout/shop-contact.test.ts checks).
    const restored = await admin.request.put('/api/admin/settings', {
      headers: admin.headers,
      data: {
        deliveryTime: '2–5 working days',
        exchangePolicy: '',
        whatsappNumber: '0300 1234567',
      },
    });
    expect(restored.status()).toBe(200);
    await page.goto(`/product/${product.id}`);
    const notes = page.getByRole('list', { name: 'Delivery and payment' });
    await expect(notes).toContainText('Delivery: 2–5 working days');
    await expect(notes).not.toContainText('Exchange:');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /^WhatsApp/ }),
    ).toHaveAttribute('href', 'https://wa.me/923001234567');
  },
);
