/**
 * The catalogue's categories. On a phone they sit in a menu behind the Categories button; the menu
 * and Jewelry's sub-types appear at once when opened (decision 0018, seventh revision: MUI's Collapse
 * unfolded them, and a tap could land on a list still moving).
 */
import { expect, type Page } from '@playwright/test';

/** Below 600 px: opens the menu if it is folded. */
export async function openCategories(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Categories', exact: true });
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
