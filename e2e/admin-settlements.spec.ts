/**
 * Cash from couriers (issue #29): a parcel shipped with PostEx and delivered, its payment report
 * uploaded on the Settlements screen, checked (a short payment and a payment for an unknown parcel
 * shown), imported, and the differences and the import listed; PostEx's payments call asked from the
 * screen (its test server has settled nothing); the screen seen at 1280 and 375 px.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  test,
  uniqueTitle,
} from './fixtures';
import { shotOf } from './support/screenshots';
import { placeOrder } from './support/bulk-orders';
import { expectNoSidewaysScroll, expectTableFits } from './support/layout';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin-settlements', page, testInfo, name);

test('upload a PostEx payment report and see its differences', async ({
  page,
  api,
  admin,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('Settled Bangle'),
    price: 1000,
    quantity: 5,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const order = await placeOrder(admin, product.id, 'Sana Settlement');
  const tracking = `26${String(Date.now()).slice(-12)}`;
  for (const data of [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'PostEx', trackingNumber: tracking },
    { status: 'delivered' },
  ]) {
    const moved = await admin.request.post(`/api/admin/orders/${order.id}/status`, {
      headers: admin.headers,
      data,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // COD Rs 1,199 less 2% withheld (no fee agreed in this shop's settings) is Rs 1,175.02; paid 1,150.
  const report = [
    '\uFEFFTracking Number,Order Ref Number,Invoice Payment,Transaction Fee,Transaction Tax,Balance Payment,Transaction Status,CPR Number',
    `${tracking},${order.number},1199,25,23.98,1150,Delivered,CPR-${tracking}`,
    `99${tracking.slice(2)},ZB-1,900,0,18,882,Delivered,CPR-${tracking}`,
  ].join('\r\n');

  await signInAsAdmin(page, api);
  await page.goto('/v1/settlements');
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible();
  await page.getByLabel('Payment report file').setInputFiles({
    name: 'postex-cpr.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check report' }).click();
  const preview = page.getByRole('region', { name: 'Report preview' });
  await expect(
    preview.getByText('2 lines: 1 matched, 1 for parcels the shop does not know'),
  ).toBeVisible();
  const previewTable = preview.getByRole('table', { name: 'Differences in this report' });
  await expect(previewTable.getByRole('row', { name: /Short payment/ })).toContainText('PKR 25.02');
  await expect(previewTable.getByRole('row', { name: /unknown parcel/ })).toBeVisible();

  await page.getByRole('button', { name: 'Import report' }).click();
  await expect(page.getByText('Imported: PKR 2,032 paid by PostEx.')).toBeVisible();
  const open = page.getByRole('table', { name: 'Open differences' });
  await expect(
    open.getByRole('row', { name: new RegExp(`Short payment.*${order.number}`) }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports imported' })).toContainText(
    'postex-cpr.csv',
  );
  await expect(
    page.getByRole('table', { name: 'Cash with couriers' }).getByRole('row', { name: /PostEx/ }),
  ).toContainText('PKR 2,032');

  // PostEx, the courier set up here, is asked through its payments call: it has settled nothing.
  await page.getByRole('button', { name: 'Fetch payments from PostEx' }).click();
  await expect(
    page.getByText('PostEx reports no new payments for the parcels not yet fully paid.'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Fetch payments from (Leopards|Trax)/ }),
  ).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'imported');

  // A phone: every table a card per row, nothing scrolled sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(open.getByRole('row', { name: /Short payment/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTableFits(page, 'Open differences');
  await expectTableFits(page, 'Reports imported');
  await shot(page, testInfo, 'phone');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/v1/dashboard');
  await expect(page.getByRole('region', { name: 'Cash with couriers' })).toBeVisible();
});
