import { defineConfig } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  E2E_LIMITS,
  JWT_SECRET,
  assertBuilt,
  postexServerEntry,
  postexSettings,
  testServerLauncher,
  testServerSettings,
  tsxBin,
} from './support/test-server';

assertBuilt();
const server = await testServerSettings();

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

/**
 * Which journeys run at which width. A journey whose steps are the same at any width runs once, at
 * the width of the person it follows: staff at a laptop (1280 px), shoppers on a phone (375 px).
 * Whole files are listed below. The files that run at both widths are the storefront's pages and
 * checkout and the owner's order list and bulk moves, which both people really use on either; there a
 * journey that is the same at any width carries the tag @phone (or @laptop) and runs at that width
 * only. admin-phone.spec.ts walks every back-office screen at 375 px. On two busy cores a journey run
 * twice costs as much as a new one: the whole suite must fit CI's time.
 */
const STAFF_AT_A_LAPTOP_ONLY = [
  'admin-messages.spec.ts',
  'admin-coupons.spec.ts',
  'admin-courier-booking.spec.ts',
  'admin-dashboard.spec.ts',
  'admin-discounts.spec.ts',
  'admin-journey.spec.ts',
  'admin-option-pictures.spec.ts',
  'admin-orders-bulk-reasons.spec.ts',
  'admin-packing-slips.spec.ts',
  'admin-products-csv.spec.ts',
  'admin-returns-and-queues.spec.ts',
  'admin-search-words.spec.ts',
  'admin-settlements.spec.ts',
  'admin-stock.spec.ts',
  'admin-tables.spec.ts',
];
const SHOPPER_ON_A_PHONE_ONLY = [
  'admin-phone.spec.ts',
  'images-in-bucket.spec.ts',
  'order-lifecycle.spec.ts',
  'store-city-picker.spec.ts',
  'store-cod-rules.spec.ts',
  'store-contact.spec.ts',
  'store-coupon-rules.spec.ts',
  'store-large-catalogue.spec.ts',
  'store-message-language.spec.ts',
  'store-cart-reminder.spec.ts',
  'store-phone.spec.ts',
  'store-reviews.spec.ts',
  'store-search-words.spec.ts',
  'store-seo.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.test-output/playwright-artifacts',
  // A journey's own limit. The longest (booking with PostEx, an order's life) take 50-60 s on two
  // busy cores and ran out of a 60 s limit while a page was still loading; a stuck journey still
  // ends, later.
  timeout: 120_000,
  // An assertion's own wait. A screen normally shows in a second or two; CI's machine has run the
  // suite three times slower than a developer's, and a 10 s wait once ran out on a back-office page
  // that was still loading its code. A passing assertion does not wait longer for it.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../.test-output/playwright.json' }]],
  use: {
    baseURL: server.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: SHOPPER_ON_A_PHONE_ONLY,
      grepInvert: /@phone\b/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: STAFF_AT_A_LAPTOP_ONLY,
      grepInvert: /@laptop\b/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  globalTeardown: './support/global-teardown.ts',
  webServer: [
    {
      // First, so the shop finds PostEx when it starts (its courier-cities job asks at once).
      command: `${JSON.stringify(tsxBin)} ${JSON.stringify(postexServerEntry)}`,
      port: server.postexPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_POSTEX_PORT: String(server.postexPort) },
    },
    {
      // Starts on a copy of the run's seeded demo shop, which it makes first (support/seeded-shop.ts).
      command: `${JSON.stringify(tsxBin)} ${JSON.stringify(testServerLauncher)}`,
      url: `${server.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir ?? '',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        JWT_SECRET,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...E2E_LIMITS,
        ...postexSettings(server.postexPort),
      },
    },
  ],
});
