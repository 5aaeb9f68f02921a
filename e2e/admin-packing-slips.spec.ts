/**
 * The shop's own paper for packing (issue #29): staff print an order's packing slip from its page, and
 * the packing slips and the pick list of the orders ticked on the Shipping List. Each opens as a PDF in
 * a new tab; the bytes the browser is given are read back with pdftotext. The order page and the bulk
 * bar are shot at 1280 and 375 px. The orders are this test's own (one shopper's name searched for).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, uniqueTitle, type AdminApi } from './fixtures';
import { shipping } from './support/checkout';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('slips', page, testInfo, name, false);

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function placeOrder(admin: AdminApi, productId: number, fullName: string, quantity: number) {
  const placed = await admin.request.post('/api/shipping/create', {
    data: {
      shippingInfo: { ...shipping({ fullName }), paymentMethod: 'cod' },
      cartItems: [{ id: productId, quantity, selectedColor: 'gold' }],
      totalPrice: 1000 * quantity,
      deliveryFee: 199,
      grandTotal: 1000 * quantity + 199,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (
    (await placed.json()) as {
      order: { id: number; number: string; cartItems: { sku: string }[] };
    }
  ).order;
}

/** Opens a document from a button and answers the PDF the new tab was given. */
async function printed(page: Page, urlGlob: string, click: () => Promise<void>): Promise<Buffer> {
  let sent: Buffer | null = null;
  await page.route(urlGlob, async (route) => {
    const response = await route.fetch();
    expect(response.headers()['content-type']).toBe('application/pdf');
    sent = await response.body();
    await route.fulfill({ response });
  });
  const tab = page.waitForEvent('popup');
  await click();
  const popup = await tab;
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await expect.poll(() => sent?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await popup.close();
  await page.unroute(urlGlob);
  if (!sent) throw new Error('no PDF');
  return sent;
}

test('staff print a packing slip from the order page, and the slips and pick list of the orders ticked', async ({
  page,
  admin,
  api,
}, testInfo) => {
  const product = await admin.createProduct({
    title: uniqueTitle('E2E Slip Jhumka'),
    price: 1000,
    quantity: 20,
    type: 'Jewelry',
    colors: ['gold'],
  });
  const shopper = uniqueTitle('Slip Shopper');
  const first = await placeOrder(admin, product.id, `${shopper} عائشہ`, 2);
  const second = await placeOrder(admin, product.id, shopper, 1);
  const sku = first.cartItems[0]?.sku ?? '';
  expect(sku).not.toBe('');

  await signInAsAdmin(page, api);
  await page.goto(`/v1/shipping/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.number);
  await shot(page, testInfo, 'order-page');
  const slip = pdfText(
    await printed(page, `**/api/admin/orders/${first.id}/packing-slip`, () =>
      page.getByRole('button', { name: 'Packing slip' }).click(),
    ),
  );
  expect(slip).toContain(first.number);
  expect(slip).toContain('PKR 2,199');
  expect(slip).toContain(sku);
  expect(slip).toContain('عائشہ');

  await page.goto('/v1/shipping');
  await page.getByLabel('Search by name, phone, e-mail, city or order number').fill(shopper);
  const table = page.getByRole('table', { name: 'Shipping orders' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('2 selected');
  await shot(page, testInfo, 'bulk-bar');

  const slips = pdfText(
    await printed(page, '**/api/admin/orders/packing-slips', () =>
      toolbar.getByRole('button', { name: 'Packing slips' }).click(),
    ),
  );
  // One slip a page, in the list's order (newest first).
  const pages = slips.split('\f').filter((text) => text.trim() !== '');
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(second.number);
  expect(pages[0]).toContain('PKR 1,199');
  expect(pages[1]).toContain(first.number);

  const pick = pdfText(
    await printed(page, '**/api/admin/orders/pick-list', () =>
      toolbar.getByRole('button', { name: 'Pick list' }).click(),
    ),
  ).replace(/\s+/g, ' ');
  expect(pick).toContain('2 orders, 3 items to pick');
  expect(pick).toContain(product.title);
  expect(pick).toContain(sku);
  expect(pick).toContain('3 in all');
  expect(pick).toContain(`3 ${second.number}, ${first.number}`);
  expect(pick).toContain(`Orders covered (2) ${second.number}, ${first.number}`);

  // The same screens on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await toolbar.scrollIntoViewIfNeeded();
  await expect(toolbar.getByRole('button', { name: 'Pick list' })).toBeVisible();
  await shot(page, testInfo, 'bulk-bar-375');
  await page.goto(`/v1/shipping/${first.id}`);
  await expect(page.getByRole('button', { name: 'Packing slip' })).toBeVisible();
  await shot(page, testInfo, 'order-page-375');
});
