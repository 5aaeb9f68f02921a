/** Layout checks the journeys share: a page or a table that fits its width, never scrolled sideways. */
import { expect, type Page } from '@playwright/test';

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Every column of the table, its actions too, fits its box: at 375 px as a card per row. */
export async function expectTableFits(page: Page, name: string): Promise<void> {
  const table = page.getByRole('table', { name });
  const { scrollWidth, clientWidth } = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
