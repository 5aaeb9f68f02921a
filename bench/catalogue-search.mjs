#!/usr/bin/env node
/**
 * Search latency of the catalogue (issue #9: p95 at most 50 ms at 10,000 products on PGlite), and the
 * bytes of the first catalogue page at two catalogue sizes. Every query is different, so none is
 * answered from the catalogue's answer cache: each one searches the database. Prints figures only.
 *
 *   npm run build -w @shop/api && node bench/catalogue-search.mjs            # 10,000 and 100 products
 *   node bench/catalogue-search.mjs --products 2000 --queries 200
 */
import { benchArgs, seedProducts, startShop } from './lib/bench-shop.mjs';

const { args, serverEntry } = benchArgs();
const sizes = (args.get('products') ?? '100,10000').split(',').map(Number);
const queryCount = Number(args.get('queries') ?? 300);
/** What shoppers type: whole words, parts of words, a letter wrong, two words, and no match. */
const WORDS = [
  'kundan',
  'kund',
  'kundn',
  'emerald',
  'emarald',
  'pearl earrings',
  'clutch',
  'clucth',
  'leather tote',
  'bangles',
  'bangels',
  'rose gold',
  'matha pati',
  'jhumka',
  'bridal set',
  'velvet potli',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {
    ms: performance.now() - started,
    bytes: Number(response.headers.get('content-length') ?? body.length),
  };
}

for (const size of sizes) {
  const shop = await startShop(serverEntry);
  try {
    const seeding = Date.now();
    await seedProducts(shop.base, size);
    console.log(`${size} products created in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    const firstPage = await timed(`${shop.base}/api/products?page=1`);
    const list = await timed(`${shop.base}/api/products/get`);
    console.log(
      `  first catalogue page: ${firstPage.bytes} bytes (brotli); the whole list /api/products/get: ${list.bytes} bytes`,
    );
    const times = [];
    for (let index = 0; index < queryCount; index += 1) {
      // A page number makes every request a new cache key: each one reaches the database.
      const q = encodeURIComponent(WORDS[index % WORDS.length]);
      const page = 1 + Math.floor(index / WORDS.length);
      times.push((await timed(`${shop.base}/api/products?q=${q}&page=${page}`)).ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  search, ${queryCount} distinct queries one after another: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await shop.stop();
  }
}
