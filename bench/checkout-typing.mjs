#!/usr/bin/env node
/**
 * How long a key typed in the checkout's form takes to show, on a phone's CPU: Debian's Chromium
 * through Playwright with the CPU 4x slower (Lighthouse's mobile setting) at 412x823, on the demo shop.
 * Each run puts product 1 in the cart, opens /checkout once the app has loaded, and types a name into
 * Full Name and a number into Phone, a key every 120 ms as a thumb types. For each key, Event Timing's
 * duration of its interaction (key down to the next frame, the measure behind INP); a key whose next
 * frame came within Event Timing's 16 ms threshold leaves no entry and counts as 16 ms.
 *
 * Median and slowest key per field over --runs (default 5). Figures only; nothing passes or fails.
 * Compare two builds by running it against each, alternating (--server another/apps/api/dist/server.js).
 *
 *   npm run build && node bench/checkout-typing.mjs [--runs 5] [--server apps/api/dist/server.js]
 */
/* global window, document */
import { benchArgs, startShop } from './lib/bench-shop.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { CPU_SLOWDOWN, PHONE } from './lib/lighthouse-phone.mjs';

const FIELDS = [
  { label: 'Full Name', text: 'Ayesha Khan' },
  { label: 'Phone', text: '03001234567' },
];

/** Installed before the page's own scripts: every interaction's longest Event Timing entry. */
function probe() {
  window.__keys = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__keys.get(entry.interactionId) ?? 0;
      window.__keys.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The mark the app sets on each element it has taken over (apps/web/src/lib/hydrated-mark.ts). */
function hydrated() {
  const form = document.querySelector('form');
  return !!form && '__shopHydrated' in form;
}

/** One run: the longest entry of each key typed, per field (16 ms for a key without an entry). */
async function run(browser, base) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(probe);
  try {
    await page.goto(`${base}/product/1`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/checkout');
    await page.waitForFunction(hydrated);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const figures = {};
    for (const { label, text } of FIELDS) {
      const input = page.getByLabel(new RegExp(`^${label}`)).first();
      await input.click();
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => [...window.__keys.keys()]);
      await input.pressSequentially(text, { delay: 120 });
      await page.waitForTimeout(500);
      const durations = await page.evaluate(
        (seen) => [...window.__keys].filter(([id]) => !seen.includes(id)).map(([, ms]) => ms),
        before,
      );
      figures[label] = [
        ...durations,
        ...Array.from({ length: Math.max(0, text.length - durations.length) }, () => 16),
      ];
    }
    return figures;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { args, serverEntry } = benchArgs();
const runs = Number(args.get('runs') ?? 5);
const shop = await startShop(serverEntry, { demo: true });
let browser;
try {
  browser = await launchChromium();
  const perField = Object.fromEntries(FIELDS.map(({ label }) => [label, []]));
  for (let i = 0; i < runs; i += 1) {
    const figures = await run(browser, shop.base);
    for (const { label } of FIELDS) perField[label].push(...figures[label]);
  }
  console.log(
    `A key typed in the checkout form, to its next frame (CPU 4x, 412x823), ${runs} runs (${serverEntry})`,
  );
  console.table(
    FIELDS.map(({ label, text }) => ({
      field: label,
      keys: `${perField[label].length} (${text.length} a run)`,
      median: `${Math.round(median(perField[label]))} ms`,
      slowest: `${Math.round(Math.max(...perField[label]))} ms`,
    })),
  );
} finally {
  await browser?.close();
  await shop.stop();
}
