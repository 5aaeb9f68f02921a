/**
 * The journeys' pictures of what they check, to look at by eye at both widths. They are taken when
 * E2E_SHOTS is set (`E2E_SHOTS=1 npx playwright test …`), into /tmp/shots: a person looks at them, a
 * CI run does not, and on its two cores the pictures and their waits cost about a tenth of the run.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';

export const SHOTS_DIR = '/tmp/shots';
const TAKING_SHOTS = Boolean(process.env.E2E_SHOTS);

/** A picture of the page (or of one part of it) in SHOTS_DIR, when pictures are asked for. */
export async function screenshotOf(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean; settle?: boolean } = {},
): Promise<void> {
  if (!TAKING_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const page = 'page' in target ? target.page() : target;
  // A quarter second, so dialogs, toasts and ripples have finished moving.
  if (options.settle) await page.waitForTimeout(250);
  await target.screenshot({ path: `${SHOTS_DIR}/${file}`, fullPage: options.fullPage });
}

/** A step's picture, `<prefix>-<step>-<desktop|phone>.png`, the whole page by default. */
export async function shotOf(
  prefix: string,
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  await screenshotOf(page, `${prefix}-${name}-${testInfo.project.name}.png`, {
    fullPage,
    settle: true,
  });
}

/** The page at both widths, whole, then back at the project's own. */
export async function shotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!TAKING_SHOTS) return;
  const own = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotOf(page, `${name}-${width}.png`, { fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}
