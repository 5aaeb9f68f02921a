/**
 * The catalogue's categories. On a phone they sit in a menu that unfolds, and Jewelry unfolds its
 * sub-types, each over a few hundred milliseconds (MUI's Collapse). A tap while a list moves can press
 * one item and lift over another, which chooses nothing (CI saw "Bags" pressed while the menu grew under
 * it). A shopper taps what has stopped moving: so do the journeys.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until no list of categories is unfolding or folding. */
export async function categoriesStill(page: Page): Promise<void> {
  // A Collapse is "entered" once open and "hidden" once closed; in between it moves.
  const moving = page.locator(
    '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)',
  );
  await expect(moving).toHaveCount(0);
}

/** Below 600 px: opens the menu if it is folded, and waits until it has unfolded. */
export async function openCategories(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Categories', exact: true });
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await categoriesStill(page);
}
