#!/usr/bin/env node
/**
 * Resident memory of the embedded default (issue #13: at most 300 MB after start on PGlite, and the
 * first start with the demo seed under 500 MB). Starts the built server on a new DATA_DIR with the demo
 * shop, then again on the same data, then sends it 500 catalogue requests. Prints the peak (VmHWM) and
 * current (VmRSS) resident memory of the server process at each step, read from /proc (Linux).
 *
 *   npm run build && node bench/memory.mjs [--requests 500]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchArgs, startShop } from './lib/bench-shop.mjs';

const { args, serverEntry } = benchArgs();
const requests = Number(args.get('requests') ?? 500);

function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field) =>
    Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024);
  return { peak: megabytes('VmHWM'), now: megabytes('VmRSS') };
}

function print(step, { peak, now }) {
  console.log(
    `${step.padEnd(40)} peak ${String(peak).padStart(4)} MB   now ${String(now).padStart(4)} MB`,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const dataDir = mkdtempSync(join(tmpdir(), 'shop-memory-'));
try {
  const first = await startShop(serverEntry, { demo: true, dataDir });
  await settle();
  print('first start (new database, demo seed)', residentMemory(first.pid));
  await first.stop();

  const shop = await startShop(serverEntry, { demo: true, dataDir });
  await settle();
  print('start on that database', residentMemory(shop.pid));
  const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling'];
  for (let index = 0; index < requests; index += 1) {
    const sort = sorts[index % sorts.length];
    const response = await fetch(`${shop.base}/api/products?sort=${sort}&page=${(index % 3) + 1}`);
    await response.arrayBuffer();
  }
  print(`after ${requests} catalogue requests`, residentMemory(shop.pid));
  await shop.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
