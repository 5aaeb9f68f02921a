#!/usr/bin/env node
/**
 * Prints the storefront's initial JavaScript: what a first visit to a storefront page downloads, gzip
 * -9, measured in Debian's Chromium against the production build served by the real server.
 * Budgets, with the chunks' hashes blanked (see withoutChunkHashes), so nothing grows them back: the
 * home page's and the catalogue's initial JavaScript ≤ 45 KB gzip each (issue 24's goal is 130
 * KB), and the product page's, the page links shared on WhatsApp open, ≤ 49 KB. How they came down
 * (169, 158 and 173.5 KB) is decision 0018's revisions; the later steps were the shop's own router in
 * place of React Router (decision 0039), the product page's review form hydrated when neared, the
 * product page's and the catalogue's buttons, icons, stars and category list drawn without MUI's
 * ButtonBase, SvgIcon, Rating and List, and the storefront's first screens styled at build time
 * (decision 0040), after which MUI and Emotion left the first view altogether: the shop's theme is
 * MUI's default, so no provider loads them before a part MUI draws. Then Preact in place of React
 * (decision 0041): 99.4, 98.6 and 103.0 KB became 42.6, 41.8 and 46.2 KB. Exits 1 when a page is over its budget, so the script can gate a
 * release; it prints the figures either way.
 *
 *   npm run build && node bench/bundle-size.mjs
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';

/** KB gzip of the first view's code with the chunks' hashes blanked, per page. */
const BUDGETS_KB = { '/': 45, '/products': 45, '/product/1': 49 };

/**
 * The budget is checked on the code with every chunk's content hash in it written the same way. The
 * entry names the lazy pages' chunks (their preload list), and a change anywhere renames its chunk: a
 * back-office icon moved the home page's gzip by 16-33 bytes without a byte of code more on it.
 */
function withoutChunkHashes(code) {
  return Buffer.from(code.toString('utf8').replace(/-[\w-]{8}\.js\b/g, '-########.js'));
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const serverEntry = join(root, 'apps/api/dist/server.js');
const pages = ['/', '/products', '/product/1', '/contact-us', '/checkout'];

if (!existsSync(serverEntry) || !existsSync(join(dist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const server = spawn('node', [serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;

try {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const browser = await launchChromium();
  const verdicts = [];
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    let total = 0;
    let codeTotal = 0;
    const rows = [...scripts].sort().map((script) => {
      const code = readFileSync(join(dist, script));
      const size = gzipSync(code, { level: 9 }).length;
      total += size;
      codeTotal += gzipSync(withoutChunkHashes(code), { level: 9 }).length;
      return `    ${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`;
    });
    console.log(
      `${path}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript in ${scripts.size} files`,
    );
    console.log(rows.join('\n'));
    const budget = BUDGETS_KB[path];
    if (budget !== undefined) {
      const within = codeTotal / 1024 <= budget;
      verdicts.push(within);
      console.log(
        `  ${within ? 'within' : 'OVER'} the ${budget.toFixed(1)} KB budget: ${total} bytes, ` +
          `without the chunks' hashes ${codeTotal}`,
      );
    }
    await context.close();
  }
  await browser.close();

  process.exitCode = verdicts.every(Boolean) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
