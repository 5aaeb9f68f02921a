/**
 * The journeys' pictures of what they check, to look at by eye at both widths: one file per step and
 * project (`/tmp/shots/<prefix>-<step>-<desktop|phone>.png`).
 */
import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

export const SHOTS_DIR = '/tmp/shots';

/**
 * A step's picture, the whole page by default; taken after a quarter second, so dialogs, toasts and
 * ripples have finished moving.
 */
export async function shotOf(
  prefix: string,
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({
    path: `${SHOTS_DIR}/${prefix}-${name}-${testInfo.project.name}.png`,
    fullPage,
  });
}
