/**
 * Booking parcels with PostEx from the Shipping List (issue #28), against PostEx's local test server
 * (support/postex-test-server.ts): select confirmed orders, book them in a few clicks, see them shipped
 * with PostEx's tracking numbers, print their labels (a PDF), and one PostEx cannot take shows why, on
 * the list and on its page. The orders are this test's own (one shopper's name searched for).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { shipping } from './support/checkout';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('courier', page, testInfo, name, false);

async function placeOrder(admin: AdminApi, productId: number, fullName: string, city: string) {
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ fullName, city }), paymentMethod: 'cod' },
      cartItems: [{ id: productId, quantity: 1, selectedColor: 'gold' }],
      totalPrice: 1000,
      deliveryFee: 199,
      grandTotal: 1199,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: number; number: string } }).order;
}

test('staff book confirmed orders with PostEx from the Shipping List and print their labels', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Courier Clutch'),
    price: 1000,
    quantity: 10,
    type: 'Bags',
    colors: ['gold'],
  });
  const shopper = uniqueTitle('Courier Shopper');
  const lahore = [];
  for (let index = 0; index < 3; index += 1) {
    lahore.push(await placeOrder(admin, product.id, shopper, 'Lahore'));
  }
  // On the shop's list of cities, not on PostEx's: PostEx cannot take it.
  const far = await placeOrder(admin, product.id, shopper, 'Jacobabad');
  const all = [...lahore, far];
  const confirmed = await admin.request.post('/api/admin/orders/bulk', {
    headers: admin.headers,
    data: { ids: all.map((order) => order.id), status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await signInAsAdmin(page, api);
  await page.goto('/v1/shipping');
  await page.getByLabel('Search by name, phone, e-mail, city or order number').fill(shopper);
  const table = page.getByRole('table', { name: 'Shipping orders' });
  await expect(table.getByRole('row')).toHaveCount(5);

  // The bulk booking, its clicks counted: Confirmed view, select, Book with courier, Book.
  let clicks = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    clicks += 1;
    await target.click();
  };
  await click(page.getByRole('button', { name: /^Confirmed/ }));
  await expect(table.getByRole('row')).toHaveCount(5);
  await click(page.getByRole('checkbox', { name: 'Select every order on this page' }));
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('4 selected');
  await click(toolbar.getByRole('button', { name: 'Book with courier…' }));
  const dialog = page.getByRole('dialog', { name: 'Book 4 orders with a courier' });
  // PostEx, the one courier set up, is chosen already.
  await expect(dialog.getByRole('radio', { name: 'PostEx' })).toBeChecked();
  await shot(page, testInfo, 'book-dialog');
  await click(dialog.getByRole('button', { name: 'Book 4' }));
  await expect(dialog).toBeHidden();
  // 4 clicks here; 100 orders are five pages, so "Select all 100 matching" makes it 5.
  expect(clicks).toBe(4);

  const outcome = page.getByRole('alert').filter({ hasText: 'booked with PostEx' });
  await expect(outcome).toContainText('3 booked with PostEx, 1 not booked:');
  await expect(outcome).toContainText(`${far.number}: PostEx does not deliver to Jacobabad.`);
  // The refused order stays confirmed and chosen, its reason on its row; the booked ones left.
  await expect(toolbar).toContainText('1 selected');
  const farRow = table.locator(`tr[data-order-id="${far.id}"]`);
  await expect(farRow).toContainText('Not booked: PostEx does not deliver to Jacobabad.');
  await expect(table.getByRole('row')).toHaveCount(2);
  await shot(page, testInfo, 'booked');
  await toolbar.getByRole('button', { name: 'Clear selection' }).click();

  // Shipped with PostEx's tracking numbers.
  await page.getByRole('button', { name: /^Shipped/ }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const order of lahore) {
    await expect(table.locator(`tr[data-order-id="${order.id}"]`)).toContainText(/PostEx · \d{14}/);
  }
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  // The bytes the browser is given, read on their way (a body read by the page is not kept).
  let sent: Buffer | null = null;
  await page.route('**/api/admin/orders/labels?*', async (route) => {
    const response = await route.fetch();
    sent = await response.body();
    expect(response.headers()['content-type']).toBe('application/pdf');
    await route.fulfill({ response });
  });
  const tab = page.waitForEvent('popup');
  await toolbar.getByRole('button', { name: 'Print labels' }).click();
  // The tab opened at the click shows the file: the browser's PDF viewer on it.
  const popup = await tab;
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await expect.poll(() => sent?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await popup.close();
  await shot(page, testInfo, 'shipped');

  // A booked order no rider has picked up is still cancelled from its page: PostEx first.
  const cancelled = lahore[2];
  await page.goto(`/v1/shipping/${cancelled?.id}`);
  const courierPanel = page.getByRole('region', { name: 'Courier' });
  await expect(courierPanel.getByTestId('parcel-state')).toHaveText(
    'Parcel: Not heard from PostEx yet',
  );
  await shot(page, testInfo, 'panel-parcel');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(cancelDialog).toContainText('PostEx is asked to cancel the parcel first.');
  await cancelDialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Asked by the shopper' }).click();
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await expect(courierPanel.getByTestId('parcel-state')).toHaveText(
    'Parcel: Cancelled at the courier',
  );
  await expect(courierPanel).toContainText(
    /Parcel \d{14} cancelled with PostEx by .+, with the order\./,
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await shot(page, testInfo, 'panel-parcel-cancelled');

  // The refused order's page: the courier's reason and Retry; at 1280 and at 375 px.
  await page.goto(`/v1/shipping/${far.id}`);
  const panel = page.getByRole('region', { name: 'Courier' });
  await expect(panel).toContainText(
    'Not booked with PostEx: PostEx does not deliver to Jacobabad.',
  );
  await expect(panel.getByRole('button', { name: 'Retry with PostEx' })).toBeVisible();
  await shot(page, testInfo, 'panel-refused');
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'panel-refused-375');
  await page.goto(`/v1/shipping/${lahore[0]?.id}`);
  await expect(panel).toContainText(/Tracking number: \d{14}/);
  await expect(panel.getByRole('button', { name: 'Print label' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'panel-booked-375');
});
