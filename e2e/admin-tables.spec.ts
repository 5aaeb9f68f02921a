/**
 * The back office's tables at the size of a real shop (issue #9): searched and paged on the server,
 * the search and the page kept in the address so Back returns to them. Contacts stand for every table;
 * they share the toolbar, the pager and the endpoint shape (the API tests cover each table).
 */
import { expect, signInAsAdmin, test, uniqueTitle } from './fixtures';
import { screenshotOf } from './support/screenshots';

const MESSAGES = 25;

test('contact messages: search, page, Back to the first page, delete the only match', async ({
  page,
  api,
}, testInfo) => {
  // A word no other test's messages hold, so the counts below are this test's alone.
  const marker = uniqueTitle('Pager').replace(' ', '');
  for (let index = 1; index <= MESSAGES; index += 1) {
    const response = await api.post('/api/contact/create', {
      data: {
        name: `${marker}-${String(index).padStart(2, '0')}`,
        email: `pager${index}@example.com`,
        phone: '03001234567',
        message: `Message number ${index} about paging`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await signInAsAdmin(page, api);
  await page.goto('/v1/contacts');
  const table = page.getByRole('table', { name: 'Contacts' });
  const rows = table.getByRole('row');

  await page.getByLabel('Search by name, e-mail, phone or message').fill(marker.toLowerCase());
  await expect(page.getByText(`${MESSAGES} results · Page 1 of 2`)).toBeVisible();
  await expect(rows).toHaveCount(1 + 20);
  // Newest first: the last message sent heads the first page.
  await expect(rows.nth(1)).toContainText(`${marker}-25`);
  await screenshotOf(page, `admin-contacts-paged-${testInfo.project.name}.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Contacts, page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`${MESSAGES} results · Page 2 of 2`)).toBeVisible();
  await expect(rows).toHaveCount(1 + 5);
  await expect(rows.nth(5)).toContainText(`${marker}-01`);

  await page.goBack();
  await expect(page.getByText(`${MESSAGES} results · Page 1 of 2`)).toBeVisible();
  await expect(rows).toHaveCount(1 + 20);
  await expect(page.getByLabel('Search by name, e-mail, phone or message')).toHaveValue(
    marker.toLowerCase(),
  );

  const only = `${marker}-07`;
  await page.getByLabel('Search by name, e-mail, phone or message').fill(only);
  await expect(page.getByText('1 result · Page 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: /^Delete contact/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Nothing matches "${only}"`)).toBeVisible();
});
