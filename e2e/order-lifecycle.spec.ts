/**
 * An order's life as the shopper and the staff see it (issue #11): placed at the checkout, followed by
 * its private link, confirmed by the shopper, shipped by staff with a courier and tracking number,
 * delivered; a cancelled order's stock back on the product page; the WhatsApp confirmation's text.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { shotOf } from './support/screenshots';
import { addToCart, fillShipping, shipping, shippingForm } from './support/checkout';

test.describe.configure({ timeout: 150_000 });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('order', page, testInfo, name);

const makeProduct = (admin: AdminApi, quantity: number) =>
  admin.createProduct({
    title: uniqueTitle('E2E Bangle'),
    price: 1500,
    quantity,
    type: 'Jewelry',
    colors: ['gold'],
  });

function status(page: Page) {
  return page.getByTestId('order-status');
}

test('an order from the checkout to the door: tracking link, confirm, ship, deliver', async ({
  page,
  admin,
  api,
  browser,
}, testInfo) => {
  const product = await makeProduct(admin, 5);
  await addToCart(page, product, { quantity: 2 });
  const info = shipping({ phone: '03214567890' });
  await fillShipping(page, info);
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  const follow = dialog.getByRole('link', { name: /^Follow your order ZB-\d+$/ });
  await expect(follow).toBeVisible();
  const number = ((await follow.textContent()) ?? '').replace('Follow your order ', '');
  await follow.click();

  // The shopper's page: pending, with the choice to confirm or cancel.
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{64}$/);
  const trackingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(status(page)).toHaveText('Waiting for confirmation');
  await expect(page.getByRole('table', { name: 'Ordered items' })).toContainText(product.title);
  await expect(page).toHaveTitle(new RegExp(`^Order ${number}`));
  await shot(page, testInfo, 'pending');

  // Staff, in their own browser: the pending order's page and its WhatsApp confirmation message.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await staffContext.newPage();
  try {
    await signInAsAdmin(staff, api);
    await staff.goto('/v1/shipping');
    const row = staff.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Waiting for confirmation');
    await row.getByRole('link', { name: number }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(number);

    const whatsApp = staff.getByRole('link', { name: 'Confirm on WhatsApp' });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/923214567890\?text=/);
    const text = decodeURIComponent(href.slice(href.indexOf('text=') + 5));
    expect(text).toContain(`Thank you for your order ${number}:`);
    // The line names the variant's colour and SKU (issue #27).
    expect(text).toContain(`2 × ${product.title} (gold, SKU P${product.id}-GOLD): PKR 3,000`);
    expect(text).toContain('To pay in cash on delivery: PKR 3,000');
    expect(text).toContain(trackingUrl);
    await expect(staff.getByRole('link', { name: 'Call 03214567890' })).toHaveAttribute(
      'href',
      'tel:+923214567890',
    );

    // The shopper confirms from the link: the order waits for the shop's own confirmation (the link
    // alone cannot stand for it, issue #23); staff see her yes, confirm and ship.
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByText('Thank you for confirming.')).toBeVisible();
    await expect(status(page)).toHaveText('Waiting for confirmation');
    await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Confirmed');
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('by you');
    await staff.reload();
    await expect(staff.getByText('Confirmed by the shopper').first()).toBeVisible();
    await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(staff.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
    await staff.getByRole('button', { name: 'Ship' }).click();
    const ship = staff.getByRole('dialog', { name: 'Ship order' });
    await ship.getByRole('button', { name: 'Ship' }).click();
    await expect(ship.getByText('Courier is required')).toBeVisible();
    await ship.getByLabel('Courier').fill('TCS');
    await ship.getByLabel('Tracking number').fill('TCS-880012');
    await ship.getByRole('button', { name: 'Ship' }).click();
    await expect(ship).toBeHidden();
    await expect(staff.getByRole('list', { name: 'Timeline' })).toContainText('Shipped');
    await shot(staff, testInfo, 'staff-shipped');

    await page.reload();
    await expect(status(page)).toHaveText('Shipped');
    await expect(page.getByText('TCS-880012')).toBeVisible();

    // Delivered asks once; then, within the correction window, the only move left is the correction
    // to returned (issue #26): no way back to shipped or forward to anything else.
    await staff.getByRole('button', { name: 'Mark delivered' }).click();
    const delivered = staff.getByRole('dialog', { name: /^Mark order ZB-\d+ delivered\?$/ });
    await delivered.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(delivered).toBeHidden();
    await expect(staff.getByRole('list', { name: 'Timeline' })).toContainText('Delivered');
    await expect(staff.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Ship' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Mark returned' })).toHaveCount(1);
  } finally {
    await staffContext.close();
  }
  await page.reload();
  await expect(status(page)).toHaveText('Delivered');
  await shot(page, testInfo, 'delivered');
});

test('a cancelled order gives its stock back to the product page', async ({ page, admin, api }) => {
  const product = await makeProduct(admin, 2);
  const placed = await api.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping(), paymentMethod: 'cod' },
      cartItems: [{ id: product.id, quantity: 2, selectedColor: 'gold' }],
      totalPrice: 3000,
      deliveryFee: 0,
      grandTotal: 3000,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { trackingToken } = ((await placed.json()) as { order: { trackingToken: string } }).order;

  // Sold out: the quantity cannot go above 0.
  await page.goto(`/product/${product.id}`);
  const stepper = page.getByRole('group', { name: 'Quantity' });
  await expect(stepper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await page.goto(`/order/${trackingToken}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: /^Cancel order ZB-\d+\?$/ });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(status(page)).toHaveText('Cancelled');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    'Cancelled (asked by the shopper)',
  );

  await page.goto(`/product/${product.id}`);
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await expect(stepper.getByText('2', { exact: true })).toBeVisible();
  await expect(increase).toBeDisabled();
});

test('an unknown tracking link says so', async ({ page }) => {
  await page.goto(`/order/${'0'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
});

test("the phone's risk badge says why; staff block the phone and the checkout refuses it, then unblock", async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await makeProduct(admin, 20);
  const phone = `0333${String(Date.now()).slice(-7)}`;
  const order = async () => {
    const response = await api.post('/api/shipping/create', {
      data: {
        shippingInfo: { ...shipping({ phone }), paymentMethod: 'cod' },
        cartItems: [{ id: product.id, quantity: 1, selectedColor: 'gold' }],
        totalPrice: 1500,
        deliveryFee: 199,
        grandTotal: 1699,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { order: { id: number; number: string } }).order;
  };
  const move = async (id: number, data: Record<string, string>) => {
    const response = await api.post(`/api/admin/orders/${id}/status`, {
      headers: admin.headers,
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  // An earlier order from this phone was refused at the door.
  const earlier = await order();
  await move(earlier.id, { status: 'confirmed' });
  await move(earlier.id, { status: 'shipped', courier: 'TCS', trackingNumber: 'T-9' });
  await move(earlier.id, { status: 'returned', reason: 'refused_at_door' });
  const latest = await order();

  await signInAsAdmin(page, api);
  await page.goto(`/v1/shipping/${latest.id}`);
  const risk = page.getByRole('alert', { name: 'Risk' });
  await expect(risk).toContainText('1 earlier order returned (refused at the door).');
  await expect(
    page.getByText('1 other order from this phone: 0 delivered, 1 returned'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Block phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block phone' });
  await dialog.getByRole('button', { name: 'Block phone' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Refused at the door, then ordered again');
  await dialog.getByRole('button', { name: 'Block phone' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert', { name: 'Blocked' })).toContainText(
    'Blocked: Refused at the door, then ordered again',
  );
  await shot(page, testInfo, 'phone-blocked');

  // The shopper on that phone is refused at the checkout, politely.
  await addToCart(page, product, { quantity: 1 });
  await fillShipping(page, shipping({ phone }));
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(
    shippingForm(page).getByText('We cannot take online orders for this phone number.', {
      exact: false,
    }),
  ).toBeVisible();

  await page.goto(`/v1/shipping/${latest.id}`);
  await page.getByRole('button', { name: 'Unblock phone' }).click();
  await expect(page.getByRole('button', { name: 'Block phone' })).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page, shipping({ phone }));
  await shippingForm(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmation' })).toBeVisible();
});
