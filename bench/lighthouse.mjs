#!/usr/bin/env node
/**
 * Issue #10's figures for the storefront's first view: Lighthouse 12 in Debian's Chromium, mobile
 * emulation (Lighthouse's default: a mid-range phone on slow 4G), on the demo shop, the median of
 * `--runs` runs (default 5) per page. Prints performance, accessibility, SEO, FCP, LCP, TBT, CLS and
 * the bytes moved over the wire.
 *
 *   node bench/lighthouse.mjs [--runs 5] [--server apps/api/dist/server.js] [--url http://host:port]
 *                             [--save folder]   (each run's whole report as JSON, to read its audits)
 *                             [--throttling devtools]
 *
 * By default Lighthouse loads the page at full speed and simulates the phone from what it saw (its
 * "simulate" method, whose figures the issues quote). It models a script asked for during the page's
 * load as competing with its main picture, even when, as here, it is asked for once the picture has
 * come: `--throttling devtools` slows the network and CPU for real instead, as a phone would.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchArgs, startShop } from './lib/bench-shop.mjs';
import { CHROMIUM_FLAGS } from './lib/chromium.mjs';

const PAGES = ['/', '/products', '/product/1'];

const { args, serverEntry } = benchArgs();
const runs = Number(args.get('runs') ?? 5);
const saveTo = args.get('save');
const throttlingMethod = args.get('throttling') ?? 'simulate';
if (saveTo) mkdirSync(saveTo, { recursive: true });
const shop = args.has('url') ? undefined : await startShop(serverEntry, { demo: true });
const base = args.get('url') ?? shop.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
  };
}

/** One Lighthouse run; Chromium now and then fails to record a trace (NO_NAVSTART): run it again. */
async function audit(path, attempts = 3) {
  const { lhr } = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    throttlingMethod,
  });
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return audit(path, attempts - 1);
  throw new Error(`${path}: ${lhr.runtimeError.message}`);
}

try {
  // One visit first: the server renders and caches each page once, as it would for any shopper.
  for (const path of PAGES) await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  const rows = [];
  for (const path of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(path);
      if (saveTo) {
        const name = `${path.replace(/\W+/g, '_')}-${run + 1}.json`;
        writeFileSync(join(saveTo, name), JSON.stringify(lhr));
      }
      results.push(figures(lhr));
    }
    const med = (key) => median(results.map((result) => result[key]));
    rows.push({
      page: path,
      performance: med('performance'),
      accessibility: med('accessibility'),
      seo: med('seo'),
      FCP: `${(med('fcpMs') / 1000).toFixed(2)} s`,
      LCP: `${(med('lcpMs') / 1000).toFixed(2)} s`,
      TBT: `${Math.round(med('tbtMs'))} ms`,
      CLS: med('cls').toFixed(3),
      bytes: `${Math.round(med('kb'))} KB`,
    });
  }
  console.log(
    `Lighthouse 12, mobile (${throttlingMethod}), median of ${runs} runs per page (${base})`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  await shop?.stop();
}
