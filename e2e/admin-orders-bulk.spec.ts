/**
 * The Shipping List's bulk actions (issue #26): tick orders, confirm them at once (one cancelled
 * meanwhile is refused alone, with its reason on screen), then ship the confirmed ones with a courier
 * and tracking numbers pasted from the courier's sheet. The orders are this test's own (one shopper's
 * name searched for), so journeys placing orders beside it do not matter.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
  uniqueTitle,
} from './fixtures';
import { placeOrder, shot } from './support/bulk-orders';

test('staff confirm and ship several orders at once from the Shipping List', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Bulk Bangle'),
    price: 1000,
    quantity: 10,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const shopper = uniqueTitle('Bulk Shopper');
  const orders = [];
  for (let index = 0; index < 3; index += 1)
    orders.push(await placeOrder(admin, product.id, shopper));
  const [first, second, third] = orders as [
    (typeof orders)[0],
    (typeof orders)[0],
    (typeof orders)[0],
  ];

  await signInAsAdmin(page, api);
  await page.goto('/v1/shipping');
  await page.getByLabel('Search by name, phone, e-mail, city or order number').fill(shopper);
  const table = page.getByRole('table', { name: 'Shipping orders' });
  await expect(table.getByRole('row')).toHaveCount(4);

  // Tick the page; meanwhile another member of staff cancels one of them.
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('3 selected');
  const cancelled = await admin.request.post(`/api/admin/orders/${second.id}/status`, {
    headers: admin.headers,
    data: { status: 'cancelled', reason: 'fake' },
  });
  expect(cancelled.status()).toBe(200);

  await toolbar.getByRole('button', { name: 'Confirm' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'confirmed' });
  await expect(outcome).toContainText('2 orders confirmed. 1 not changed:');
  await expect(outcome).toContainText(
    `${second.number}: This order is cancelled, so it cannot be confirmed.`,
  );
  // The refused order stays ticked for another go; the confirmed ones left the selection.
  await expect(toolbar).toContainText('1 selected');
  await shot(page, testInfo, 'confirmed');
  await toolbar.getByRole('button', { name: 'Clear selection' }).click();

  await page.getByRole('checkbox', { name: `Select order ${first.number}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${third.number}` }).check();
  await toolbar.getByRole('button', { name: 'Mark shipped…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ship 2 orders' });
  await dialog.getByRole('button', { name: 'Ship 2' }).click();
  await expect(dialog.getByText('Courier is required')).toBeVisible();
  await expect(dialog.getByText('Tracking number is required')).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Courier' }).fill('Leopards');
  await dialog
    .getByLabel("Paste from the courier's sheet")
    .fill(`${first.number}, LE-55001\n${third.number}\tLE-55003`);
  await dialog.getByRole('button', { name: 'Fill tracking numbers' }).click();
  await expect(dialog.getByLabel(`Tracking number for ${third.number}`)).toHaveValue('LE-55003');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'ship-dialog');
  await dialog.getByRole('button', { name: 'Ship 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'shipped' })).toContainText(
    '2 orders shipped.',
  );

  const byId = new Map((await admin.orders()).map((order) => [order.id, order]));
  expect(byId.get(first.id)).toMatchObject({
    status: 'shipped',
    courier: 'Leopards',
    trackingNumber: 'LE-55001',
  });
  expect(byId.get(third.id)).toMatchObject({ status: 'shipped', trackingNumber: 'LE-55003' });
  expect(byId.get(second.id)).toMatchObject({ status: 'cancelled' });
});
