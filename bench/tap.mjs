#!/usr/bin/env node
/**
 * Issue 24's figures: does a shopper's first tap count? Debian's Chromium through Playwright, with
 * Lighthouse's mobile settings applied for real through the DevTools protocol (slow 4G: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4x slower; 412x823 at DPR 1.75, touch), on the demo
 * shop. Each run opens a page, taps a control the moment it is painted, and reads in the page:
 *
 *   painted    the frame in which the control was first laid out (from the start of the navigation)
 *   answered   from the tap to the frame that shows its effect, or "lost" (nothing 3 s after hydration)
 *   hydrated   from painted to the page's content being hydrated by React
 *   next paint after hydration, another tap's duration to the next paint (Event Timing, INP-like)
 *   code       where painted → hydrated goes: from painted to the entry's last byte (asking for it and
 *              its transfer), then to hydrated (evaluating it and hydrating); from Resource Timing
 *
 * Median of --runs (default 5) per control. Figures only; nothing passes or fails.
 *
 *   npm run build && node bench/tap.mjs [--runs 5] [--server apps/api/dist/server.js]
 */
/* global window, document, location, addEventListener, requestAnimationFrame */
import { benchArgs, startShop } from './lib/bench-shop.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from './lib/lighthouse-phone.mjs';

/**
 * What is tapped, what shows the tap was answered, and what is tapped again once hydrated. Every
 * `answered` is a function run in the page, so it may use nothing from here.
 */
const CASES = [
  {
    page: '/',
    control: 'Open menu',
    painted: 'button[aria-label="Open menu"]',
    tap: (page) => page.getByRole('button', { name: 'Open menu' }),
    answered: () => document.querySelector('dialog[aria-label="Menu"][open]') !== null,
    after: (page) => page.getByRole('button', { name: 'Close menu' }),
  },
  {
    page: '/products',
    control: 'Categories (phone)',
    painted: 'button[aria-controls="catalogue-categories"]',
    tap: (page) => page.getByRole('button', { name: 'Categories' }),
    answered: () => document.getElementById('catalogue-categories') !== null,
    after: (page) => page.locator('#catalogue-categories').getByRole('button', { name: 'Jewelry' }),
  },
  {
    page: '/product/1',
    control: 'Increase quantity',
    painted: 'button[aria-label="Increase quantity"]',
    tap: (page) => page.getByRole('button', { name: 'Increase quantity' }),
    answered: () => document.querySelector('output[aria-label="Quantity 1"]') !== null,
    after: (page) => page.getByRole('button', { name: 'Increase quantity' }),
  },
  {
    page: '/product/1',
    control: 'a colour',
    painted: 'input[type="radio"]',
    tap: (page) => page.getByRole('radio').nth(1),
    // The app's answer, not the browser's: the picture switches to that colour's.
    answered: () => {
      const colour = document.querySelectorAll('input[type="radio"]')[1]?.value.toLowerCase();
      const picture = document.querySelector('[aria-roledescription="carousel"] img');
      return !!colour && !!picture?.alt.toLowerCase().endsWith(` in ${colour}`);
    },
    after: (page) => page.getByRole('radio').first(),
  },
  {
    page: '/product/1',
    control: '"+" then Add to Cart',
    painted: 'button[aria-label="Increase quantity"]',
    before: (page) => page.getByRole('button', { name: 'Increase quantity' }),
    tap: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    answered: () => location.pathname === '/checkout',
  },
];

/**
 * Installed before the page's own scripts: the first frame with the control laid out (its paint), the
 * first tap's time and the Event Timing entries. The frame is read in the page: Playwright's own
 * wait for a visible control is answered late while the page's main thread runs the app's code.
 */
function probe(controlSelector) {
  window.__tap = { painted: undefined, firstTap: undefined, events: [] };
  const painted = () => {
    if (document.querySelector(controlSelector)?.getBoundingClientRect().height)
      window.__tap.painted = performance.now();
    else requestAnimationFrame(painted);
  };
  requestAnimationFrame(painted);
  addEventListener(
    'pointerdown',
    () => {
      window.__tap.firstTap ??= performance.now();
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__tap.events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * In the page: performance.now() once `condition` (a function run in the page) holds in a frame.
 * Sent as an expression, so the page's Content-Security-Policy (no eval) does not apply.
 */
function whenTrue(page, condition) {
  return page.evaluate(`new Promise((resolve) => {
    const condition = ${condition.toString()};
    const check = () => (condition() ? resolve(performance.now()) : requestAnimationFrame(check));
    check();
  })`);
}

/** The mark the app sets on each element it has taken over (apps/web/src/lib/hydrated-mark.ts). */
function hydrated() {
  const content = document.getElementById('main-content')?.firstElementChild;
  return !!content && '__shopHydrated' in content;
}

async function run(browser, base, testCase) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(probe, testCase.painted);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(base + testCase.page, { waitUntil: 'commit' });
    const hydratedAt = whenTrue(page, hydrated);
    const first = (testCase.before ?? testCase.tap)(page);
    await first.waitFor({ state: 'visible' });
    const paintedAt = await page.evaluate(() => window.__tap.painted ?? performance.now());
    const answeredAt = whenTrue(page, testCase.answered);
    if (testCase.before) await testCase.before(page).tap({ noWaitAfter: true });
    // A control the page has disabled (Add to Cart at quantity 0) is tapped where it is, as a thumb would.
    if (testCase.before) await testCase.tap(page).scrollIntoViewIfNeeded();
    await testCase.tap(page).tap({ noWaitAfter: true, force: Boolean(testCase.before) });
    const hydratedTime = await hydratedAt;
    const answered = await Promise.race([
      answeredAt,
      new Promise((resolve) => setTimeout(() => resolve(undefined), 3000 + 4000)),
    ]);
    const tappedAt = await page.evaluate(() => window.__tap.firstTap);
    // The app's entry: the module script the loader adds (vite/app-after-first-screen.ts).
    const entryArrived = await page.evaluate(() => {
      const src = document.querySelector('script[type="module"][src]')?.src;
      return performance.getEntriesByName(src ?? '')[0]?.responseEnd;
    });
    let nextPaint;
    if (testCase.after) {
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => window.__tap.events.length);
      // Once hydrated: the next control, or the same one again when the first tap was lost.
      await (answered === undefined ? testCase.tap : testCase.after)(page).tap();
      await page.waitForTimeout(500);
      const events = await page.evaluate(() => window.__tap.events);
      // No entry: the next paint came within Event Timing's 16 ms threshold; counted as 16 ms.
      nextPaint = events.length > before ? Math.max(...events.slice(before)) : 16;
    }
    return {
      painted: paintedAt,
      answered: answered === undefined ? undefined : answered - tappedAt,
      hydrated: hydratedTime - paintedAt,
      codeArrived: entryArrived === undefined ? undefined : entryArrived - paintedAt,
      codeRun: entryArrived === undefined ? undefined : hydratedTime - entryArrived,
      nextPaint,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};
const seconds = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

const { args, serverEntry } = benchArgs();
const runs = Number(args.get('runs') ?? 5);
const shop = await startShop(serverEntry, { demo: true });
let browser;
try {
  browser = await launchChromium();
  // One visit first: the server renders and caches each page once, as it would for any shopper.
  for (const { page } of CASES)
    await fetch(`${shop.base}${page}`, { headers: { accept: 'text/html' } });
  const rows = [];
  for (const testCase of CASES) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await run(browser, shop.base, testCase));
    const lost = results.filter((result) => result.answered === undefined).length;
    rows.push({
      page: testCase.page,
      control: testCase.control,
      'painted at': seconds(median(results.map((r) => r.painted))),
      'tap answered':
        lost === runs
          ? `lost ${lost}/${runs}`
          : seconds(median(results.map((r) => r.answered))) +
            (lost ? ` (lost ${lost}/${runs})` : ''),
      'painted → hydrated': seconds(median(results.map((r) => r.hydrated))),
      'of which code arrives / runs': `${seconds(median(results.map((r) => r.codeArrived)))} / ${seconds(median(results.map((r) => r.codeRun)))}`,
      'then tap → next paint': testCase.after
        ? `${Math.round(median(results.map((r) => r.nextPaint)) ?? NaN)} ms`
        : '-',
    });
  }
  console.log(
    `Taps on a throttled phone (slow 4G, CPU 4x, 412x823 @1.75), median of ${runs} runs (${serverEntry})`,
  );
  console.table(rows);
} finally {
  await browser?.close();
  await shop.stop();
}
