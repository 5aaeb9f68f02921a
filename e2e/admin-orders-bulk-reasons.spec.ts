/**
 * The Shipping List's bulk moves that name a reason (issue #26), at 1280 and 375 px: Cancel… asks for
 * one of the staff reasons, Mark returned… for a return reason and a note for "Other"; nothing is sent
 * until the dialog is right, and every order ticked moves with the reason chosen. The orders are this
 * test's own (one shopper's name searched for).
 */
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { placeOrder, shot } from './support/bulk-orders';

async function move(admin: AdminApi, id: number, data: Record<string, unknown>) {
  const moved = await admin.request.post(`/api/admin/orders/${id}/status`, {
    headers: admin.headers,
    data,
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test('orders are cancelled and marked returned in bulk, each with the reason chosen', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Reason Clutch'),
    price: 1000,
    quantity: 10,
    type: 'Bags',
    colors: ['gold'],
  });
  const shopper = uniqueTitle('Reason Shopper');
  const orders = [];
  for (let index = 0; index < 4; index += 1) {
    orders.push(await placeOrder(admin, product.id, shopper));
  }
  const [pendingA, pendingB, shippedA, shippedB] = orders as [
    (typeof orders)[0],
    (typeof orders)[0],
    (typeof orders)[0],
    (typeof orders)[0],
  ];
  for (const order of [shippedA, shippedB]) {
    await move(admin, order.id, { status: 'confirmed' });
    await move(admin, order.id, {
      status: 'shipped',
      courier: 'TCS',
      trackingNumber: `T-${order.id}`,
    });
  }

  await signInAsAdmin(page, api);
  await page.goto('/v1/shipping');
  await page.getByLabel('Search by name, phone, e-mail, city or order number').fill(shopper);
  const table = page.getByRole('table', { name: 'Shipping orders' });
  await expect(table.getByRole('checkbox', { name: /^Select order/ })).toHaveCount(4);
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });

  // Cancel the two pending ones: a reason first, then they go.
  for (const order of [pendingA, pendingB]) {
    await table.getByRole('checkbox', { name: `Select order ${order.number}` }).check();
  }
  await toolbar.getByRole('button', { name: 'Cancel…' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel 2 orders' });
  await cancel.getByRole('button', { name: 'Cancel 2 orders' }).click();
  await expect(cancel.getByText('Choose a reason')).toBeVisible();
  await cancel.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'No answer' }).click();
  await shot(page, testInfo, 'cancel-dialog');
  await cancel.getByRole('button', { name: 'Cancel 2 orders' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'cancelled' })).toContainText(
    '2 orders cancelled.',
  );

  // Mark the two shipped ones returned: "Other" needs a note.
  for (const order of [shippedA, shippedB]) {
    await table.getByRole('checkbox', { name: `Select order ${order.number}` }).check();
  }
  await toolbar.getByRole('button', { name: 'Mark returned…' }).click();
  const returned = page.getByRole('dialog', { name: 'Mark 2 orders returned' });
  await returned.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await returned.getByRole('button', { name: 'Mark 2 returned' }).click();
  await expect(returned.getByText('Write a note for "Other"')).toBeVisible();
  await shot(page, testInfo, 'return-dialog');
  await returned.getByRole('textbox', { name: /Note/ }).fill('Parcels came back wet');
  await returned.getByRole('button', { name: 'Mark 2 returned' }).click();
  await expect(returned).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'returned' })).toContainText(
    '2 orders returned.',
  );

  const byId = new Map((await admin.orders()).map((order) => [order.id, order]));
  for (const order of [pendingA, pendingB]) expect(byId.get(order.id)?.status).toBe('cancelled');
  for (const order of [shippedA, shippedB]) expect(byId.get(order.id)?.status).toBe('returned');
  // Each order's timeline keeps the reason and the note.
  const detail = await admin.request.get(`/api/admin/orders/${shippedA.id}`, {
    headers: admin.headers,
  });
  expect(await detail.text()).toContain('Parcels came back wet');
});
