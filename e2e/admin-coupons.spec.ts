/**
 * Coupons in the back office (spec §2 '/v1/coupon', §4 'Coupon modal', §7): add, a code that is already
 * taken (the server's field error under the field), edit in the prefilled modal, delete after confirming.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  dismissToast,
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
} from './fixtures';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin', page, testInfo, name);

function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
}

test('coupons are added, refused when the code is taken, edited and deleted', async ({
  page,
  api,
  admin,
}, testInfo) => {
  test.setTimeout(120_000);
  const taken = uniqueCode('TAKEN');
  await admin.createCoupon(taken, 5);
  await signInAsAdmin(page, api);

  await page.goto('/v1/coupon');
  await expect(page).toHaveTitle(/^View Coupons/);
  const table = page.getByRole('table', { name: 'Coupons' });
  for (const column of ['Coupon ID', 'Coupon Code', 'Discount', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: taken })).toContainText('5%');
  await expectNoSeriousA11yViolations(page);
  // At 1280 px the sidebar is always there: no menu button (admin-phone.spec.ts has the drawer).
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  // The server refuses a code that exists (in any case) and says so under the field.
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await expect(addDialog.getByPlaceholder('Discount Coupon Name')).toHaveValue('');
  await addDialog.getByPlaceholder('Discount Coupon Name').fill(taken.toLowerCase());
  await addDialog.getByPlaceholder('Discount (%)').fill('12');
  await addDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(addDialog.getByPlaceholder('Discount Coupon Name')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(addDialog.getByText(/already/i)).toBeVisible();
  await shot(page, testInfo, 'coupon-taken');

  const code = uniqueCode('EID');
  await addDialog.getByPlaceholder('Discount Coupon Name').fill(code);
  await addDialog.getByPlaceholder('Discount (%)').fill('12.5');
  await addDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(
    addDialog.getByText('Discount must be a whole percentage from 1 to 100'),
  ).toBeVisible();
  await addDialog.getByPlaceholder('Discount (%)').fill('12');
  await addDialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(addDialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12%');

  // Edit: the modal opens prefilled, says 'Edit Coupon' and 'Update Coupon'; the list reloads.
  await row.getByRole('button', { name: `Edit coupon ${code}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Coupon' });
  await expect(editDialog.getByPlaceholder('Discount Coupon Name')).toHaveValue(code);
  await expect(editDialog.getByPlaceholder('Discount (%)')).toHaveValue('12');
  await editDialog.getByPlaceholder('Discount (%)').fill('25');
  await editDialog.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('25%');
  const lookup = await api.get(`/api/products/coupon/${code}`);
  expect(((await lookup.json()) as { coupon: { discount: number } }).coupon.discount).toBe(25);

  // Opening 'Add Coupon' again starts empty.
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add Coupon' }).getByPlaceholder('Discount Coupon Name'),
  ).toHaveValue('');
  await page
    .getByRole('dialog', { name: 'Add Coupon' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // Delete asks first; the row goes once confirmed.
  await row.getByRole('button', { name: `Delete coupon ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete coupon?' });
  await expect(confirm).toBeVisible();
  await shot(page, testInfo, 'coupon-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // While the dialog is open the table is hidden from the accessibility tree (no rows at all): the row
  // is gone only once the dialog is.
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await api.get(`/api/products/coupon/${code}`)).status()).toBe(404);
});

test('a coupon is added with rules, shown with its uses, and edited in the prefilled modal', async ({
  page,
  api,
}, testInfo) => {
  await signInAsAdmin(page, api);
  await page.goto('/v1/coupon');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
  const code = uniqueCode('RULES');
  await dialog.getByPlaceholder('Discount Coupon Name').fill(code);
  await dialog.getByPlaceholder('Discount (%)').fill('15');

  // Each rule's message shows under its field.
  await dialog.getByLabel('Starts').fill('2030-07-10T09:00');
  await dialog.getByLabel('Ends').fill('2030-07-01T09:00');
  await dialog.getByLabel('Minimum order total (PKR)').fill('0');
  await dialog.getByLabel('Total uses').fill('0');
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(dialog.getByText('End must be after the start')).toBeVisible();
  await expect(dialog.getByText('Minimum order total must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Total uses must be at least 1')).toBeVisible();
  await expect(dialog.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'coupon-rules-invalid');

  await dialog.getByLabel('Ends').fill('2030-07-31T21:30');
  await dialog.getByLabel('Minimum order total (PKR)').fill('2500');
  await dialog.getByLabel('Total uses').fill('5');
  await dialog.getByLabel('One use per phone number').check();
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Coupons' })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Not started');
  await expect(row).toContainText('Orders of PKR 2,500 or more');
  await expect(row).toContainText('One use per phone');
  await expect(row).toContainText('0 / 5 used');
  // The 'Coupon added' toast fades in: closed first (a click closes it), so axe sees the table alone.
  await dismissToast(page, 'Coupon added');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'coupon-rules-row');

  // The browser's local times went to the server as instants; the modal shows them back as typed.
  await row.getByRole('button', { name: `Edit coupon ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await expect(edit.getByLabel('Starts')).toHaveValue('2030-07-10T09:00');
  await expect(edit.getByLabel('Ends')).toHaveValue('2030-07-31T21:30');
  await expect(edit.getByLabel('Minimum order total (PKR)')).toHaveValue('2500');
  await expect(edit.getByLabel('Total uses')).toHaveValue('5');
  await expect(edit.getByLabel('One use per phone number')).toBeChecked();
  await shot(page, testInfo, 'coupon-rules-edit');

  // Emptied, a rule is gone.
  await edit.getByLabel('Starts').fill('');
  await edit.getByLabel('Total uses').fill('');
  await edit.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('0 used');
  await expect(row).not.toContainText('Not started');
  const lookup = await api.get(`/api/products/coupon/${code}?total=2499`);
  expect(lookup.status()).toBe(409);
  expect(await lookup.json()).toEqual({
    message: 'This coupon needs an order of PKR 2,500 or more.',
  });
});
