/**
 * Search the way shoppers speak (issue #30), at the desk: the owner adds a group of search words in the
 * back office and the storefront's search uses it at once.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAsAdmin, test } from './fixtures';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('search', page, testInfo, name);

/** A word of letters only (a synonym has no digits) that no other run uses. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^/, 'zz');
}

test('the owner adds a group of search words and the search finds by it at once', async ({
  page,
  api,
}, testInfo) => {
  const word = uniqueWord();
  await signInAsAdmin(page, api);
  await page.goto('/v1/products/detail');
  await page.getByRole('link', { name: 'Search words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Built in' })).toBeVisible();
  await expect(page.getByText('kangan', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a group' });
  const words = form.getByLabel('Words that mean the same');
  await words.fill(word);
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(form.getByText('Give at least 2 words that mean the same')).toBeVisible();
  await words.fill(`${word}, crystal 2`);
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(
    form.getByText('Word 2: A word must be one word of letters, without spaces or digits'),
  ).toBeVisible();

  const before = await api.get(`/api/products?q=${word}`);
  expect(((await before.json()) as { total: number }).total).toBe(0);
  await words.fill(`${word}, Crystal, ستارہ`);
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(words).toHaveValue('');
  const own = page.getByRole('region', { name: 'Your groups' });
  await expect(own.getByText(word, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-search-words');

  const after = await api.get(`/api/products?q=${word}`);
  const titles = ((await after.json()) as { products: { title: string }[] }).products.map(
    (card) => card.title,
  );
  expect(titles).toEqual(
    expect.arrayContaining(['Statement Crystal Ring', 'Teardrop Crystal Pendant']),
  );

  await page.getByRole('button', { name: `Delete ${word}, crystal, ستارہ` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: /delete/i }).click();
  // The dialog closes once the server has deleted the group. While it is open the page behind it is
  // hidden from the accessibility tree, so "Your groups" would be found empty at once.
  await expect(confirm).toBeHidden();
  await expect(own.getByText(word, { exact: true })).toHaveCount(0);
  const gone = await api.get(`/api/products?q=${word}`);
  expect(((await gone.json()) as { total: number }).total).toBe(0);
});
