/**
 * Search the way shoppers speak (issue #30), on a phone: a search inside a category that finds nothing
 * offers the same search over the whole shop, in the server's HTML and in the browser alike; Urdu
 * script finds the jhumkas.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { shotOf } from './support/screenshots';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  shotOf('search', page, testInfo, name);

test('a search in a category that finds nothing offers the whole shop, which finds it', async ({
  page,
}, testInfo) => {
  // Under Bags: other journeys on this server add rings named "E2E Jhumka", so Rings can hold one.
  const inBags = '/products?type=Bags&q=jhumka';
  // The server's page already says so and links to the whole shop: no code needed to follow it.
  const html = await (await page.request.get(inBags, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('No products match &quot;jhumka&quot; in Bags.');
  expect(html).toMatch(/href="\/products\?q=jhumka"[^>]*>Search the whole shop: \d+ products/);

  await page.goto(inBags);
  await expect(page.getByText('No products match "jhumka" in Bags.')).toBeVisible();
  const offer = page.getByRole('link', { name: /Search the whole shop: \d+ products/ });
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'category-finds-nothing');

  await offer.click();
  await expect(page).toHaveURL(/\/products\?q=jhumka$/);
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards.filter({ hasText: 'Pearl Drop Jhumkis' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Kundan Jhumka Earrings' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Oxidised Silver Jhumka' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Gold Hoop Earrings' })).toHaveCount(0);

  // In Urdu script, typed in the search box.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('جھمکا');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=%D8%AC%DA%BE%D9%85%DA%A9%D8%A7/);
  await expect(cards.filter({ hasText: 'Pearl Drop Jhumkis' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Oxidised Silver Jhumka' })).toBeVisible();
  await shot(page, testInfo, 'urdu-finds-jhumkas');
});
