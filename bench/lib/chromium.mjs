import { chromium } from '@playwright/test';

/** Debian's Chromium as the benchmarks drive it: headless, no sandbox, nothing in the background. */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
