#!/usr/bin/env node
/**
 * What a shopper's phone downloads, and how long Chromium takes, to show the home page, the first
 * catalogue page and a product page, at 100 and at 10,000 products (issue #9: at most 1.5× for both).
 * Each run is a fresh browser context (an empty cache), phone-sized; bytes are as sent on the wire
 * (compressed), summed over every request until the network is quiet; the time is from navigation to
 * the page's first product on screen. Prints the median of the runs and the ratios.
 *
 *   npm run build && node bench/first-view-scale.mjs [--products 100,10000] [--runs 5]
 */
import { benchArgs, seedProducts, startShop } from './lib/bench-shop.mjs';
import { launchChromium } from './lib/chromium.mjs';

const { args, serverEntry } = benchArgs();
const sizes = (args.get('products') ?? '100,10000').split(',').map(Number);
const runs = Number(args.get('runs') ?? 5);

/** Each page and what shows that it is there for the shopper. */
const PAGES = [
  {
    name: 'home',
    path: () => '/',
    shown: (page) => page.getByRole('region', { name: 'Best Sellers' }).getByRole('link').first(),
  },
  {
    name: 'catalogue',
    path: () => '/products',
    shown: (page) => page.getByRole('region', { name: 'Products' }).getByRole('link').first(),
  },
  {
    name: 'product',
    path: (productId) => `/product/${productId}`,
    shown: (page) => page.getByRole('heading', { level: 1 }),
  },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(browser, url, shown) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await shown(page).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, ms };
}

const browser = await launchChromium();
const results = new Map();
try {
  for (const size of sizes) {
    const shop = await startShop(serverEntry);
    try {
      await seedProducts(shop.base, size);
      const { products } = await (await fetch(`${shop.base}/api/products?page=1`)).json();
      const productId = products[0].id;
      for (const { name, path, shown } of PAGES) {
        const url = `${shop.base}${path(productId)}`;
        await measure(browser, url, shown); // warm the server's caches and the disk
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, url, shown));
        const figures = {
          bytes: median(samples.map((sample) => sample.bytes)),
          ms: median(samples.map((sample) => sample.ms)),
        };
        results.set(`${name}:${size}`, figures);
        console.log(
          `${String(size).padStart(6)} products  ${name.padEnd(10)} ${String(figures.bytes).padStart(8)} bytes  ${figures.ms.toFixed(0).padStart(5)} ms to show`,
        );
      }
    } finally {
      await shop.stop();
    }
  }
} finally {
  await browser.close();
}

if (sizes.length === 2) {
  const [small, large] = sizes;
  console.log(`\n${large} vs ${small} products (goal: at most 1.5×)`);
  for (const { name } of PAGES) {
    const a = results.get(`${name}:${small}`);
    const b = results.get(`${name}:${large}`);
    console.log(
      `  ${name.padEnd(10)} bytes ${(b.bytes / a.bytes).toFixed(2)}×   time to show ${(b.ms / a.ms).toFixed(2)}×`,
    );
  }
}
