/**
 * Products as CSV (issue #12): export the products, edit the file as an owner would in a spreadsheet
 * (a price changed, a product added), import it with its dry run shown (a bad row first, which keeps
 * the import disabled), and see both changes in the back office's table and on the storefront.
 * The edited file keeps only this test's rows: a row left out of a file is a product left as it is.
 */
import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAsAdmin, uniqueTitle } from './fixtures';
// Its own server: an import changes the catalogue that the browsing journeys count pages of.
import { testOnOwnServer as test } from './support/own-server';
import { shotOf } from './support/screenshots';

// The dialogs as a person sees them; the page whole.
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('admin-products-csv', page, testInfo, name, name === 'page');

const csvFile = (text: string) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('export the products, change a price and add a product in the file, import it', async ({
  page,
  api,
  admin,
}, testInfo) => {
  const title = uniqueTitle('CSV Jhumka');
  const newTitle = uniqueTitle('CSV Tote');
  const product = await admin.createProduct({
    title,
    price: 2500,
    quantity: 6,
    type: 'Jewelry',
    sub_type: 'Earrings',
    colors: ['gold'],
  });
  await signInAsAdmin(page, api);
  await page.goto('/v1/products/detail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFFid,title,description,type,sub_type,price,')).toBe(true);

  const [heading, ...rows] = exported.split('\r\n');
  const row = rows.find((line) => line.startsWith(`${product.id},`)) ?? '';
  expect(row).toContain(',Jewelry,Earrings,2500,2500,Inactive,Inactive,6,6,');
  const repriced = row.replace(',2500,2500,', ',2750,2750,');
  const added = `,${newTitle},A canvas tote for the market,Bags,,1800,,Inactive,Inactive,4,,${product.images[0]},beige,`;
  const badRow = `,${newTitle},A canvas tote,Bags,,abc,,Inactive,Inactive,4,,${product.images[0]},beige,`;

  await shot(page, testInfo, 'page');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await expect(dialog.getByText('All or nothing:')).toBeVisible();
  const importButton = dialog.getByRole('button', { name: 'Import products' });

  // A file with a bad row: its line, column and reason, and nothing to import until it is corrected.
  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles(csvFile([heading, repriced, badRow, ''].join('\r\n')));
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^3\s*price\s*Price must be a number$/);
  await expect(dialog.getByText('Nothing is imported while any row has a problem.')).toBeVisible();
  await expect(importButton).toBeDisabled();
  await shot(page, testInfo, 'problems');

  // The corrected file: the dry run says what will change, then the import does it.
  await dialog
    .getByLabel('Choose another file')
    .setInputFiles(csvFile([heading, repriced, added, ''].join('\r\n')));
  await expect(dialog.getByRole('status')).toHaveText('1 new · 1 to update · 0 unchanged');
  const changes = dialog.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').filter({ hasText: title })).toContainText(
    'price, discounted_price',
  );
  await expect(changes.getByRole('row').filter({ hasText: newTitle })).toContainText('New product');
  await shot(page, testInfo, 'dry-run');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByText('Imported: 1 product added, 1 updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table refreshed: both products as the file said.
  const search = page.getByLabel('Search by title, description, type or ID');
  const table = page.getByRole('table', { name: 'Products' });
  await search.fill(title);
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('PKR 2,750');
  await search.fill(newTitle);
  await expect(table.getByRole('row').filter({ hasText: newTitle })).toContainText('PKR 1,800');

  // And so does the storefront.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('PKR 2,750').first()).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(newTitle)}`);
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
});
