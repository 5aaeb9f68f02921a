#!/usr/bin/env node
/**
 * The catalogue's read routes (issue #9) and server-rendered pages (issue #10, `--paths /product/1`)
 * against a bare Fastify route sending the very same bytes from memory: requests/s and p99 with wrk, 50 connections, the two alternated round by round so the
 * machine's drift cancels out, and their ratios. Prints figures; decides nothing.
 *
 *   npm run build -w @shop/api && node bench/catalogue-throughput.mjs
 *   node bench/catalogue-throughput.mjs --server /tmp/old-checkout/apps/api/dist/server.js --products 500
 *
 * The shop runs as production does (the built server, a fresh PGlite DATA_DIR, no demo data) and gets
 * N products through the admin API. Both sides are asked with `Accept-Encoding: br, gzip`, as a browser
 * asks; the bare route answers with the same body and the same headers (all but the connection's own).
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import Fastify from 'fastify';
import { benchArgs, freePort, seedProducts, startShop } from './lib/bench-shop.mjs';

const { args, serverEntry } = benchArgs();
const productCount = Number(args.get('products') ?? 500);
const rounds = Number(args.get('rounds') ?? 3);
const seconds = Number(args.get('seconds') ?? 8);
const paths = (args.get('paths') ?? '/api/products/get,/api/products?page=1').split(',');
// As a browser asks: pages (`--paths /product/1`) answer HTML only to a request that accepts it.
const HEADERS = { accept: 'text/html, application/json', 'accept-encoding': 'br, gzip' };

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is missing: apt-get install -y wrk');
  process.exit(2);
}

/** wrk's requests/s and p99 (ms) for one URL (asynchronously: the bare server lives in this process). */
async function wrk(url) {
  const child = spawn('wrk', [
    '-t2',
    '-c50',
    `-d${seconds}s`,
    '--latency',
    '-H',
    `Accept: ${HEADERS.accept}`,
    '-H',
    `Accept-Encoding: ${HEADERS['accept-encoding']}`,
    url,
  ]);
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p99Text = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99Text?.[2] ?? 'ms'];
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { rps, p99: Number(p99Text?.[1]) * unit, non2xx };
}

const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The raw bytes and headers the shop answers (fetch would decompress the body). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** A bare Fastify server answering each path with the bytes and headers the shop sent. */
async function bareServer(base) {
  const app = Fastify({ logger: false });
  for (const path of paths) {
    const { headers: shopHeaders, body } = await rawGet(`${base}${path}`);
    // The same bytes on the wire: the shop's body and headers (security headers, ETag, encoding).
    const headers = Object.fromEntries(
      Object.entries(shopHeaders).filter(([name]) => !CONNECTION_HEADERS.has(name)),
    );
    console.log(
      `${path}: ${body.length} bytes on the wire (${headers['content-encoding'] ?? 'identity'})`,
    );
    app.get(path.split('?')[0], (_request, reply) => reply.headers(headers).send(body));
  }
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${port}` };
}

const shop = await startShop(serverEntry);
const { base } = shop;
try {
  const started = Date.now();
  await seedProducts(base, productCount);
  console.log(
    `${productCount} products created in ${((Date.now() - started) / 1000).toFixed(1)} s (${serverEntry})`,
  );
  const bare = await bareServer(base);
  for (const path of paths) {
    const shopRuns = [];
    const bareRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      shopRuns.push(await wrk(`${base}${path}`));
      bareRuns.push(await wrk(`${bare.base}${path.split('?')[0]}`));
    }
    const median = (runs, key) =>
      runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const shopRps = median(shopRuns, 'rps');
    const bareRps = median(bareRuns, 'rps');
    const shopP99 = median(shopRuns, 'p99');
    const bareP99 = median(bareRuns, 'p99');
    console.log(
      `${path}: shop ${shopRps.toFixed(0)} req/s p99 ${shopP99.toFixed(1)} ms | bare ${bareRps.toFixed(0)} req/s p99 ${bareP99.toFixed(1)} ms | ` +
        `ratio ${(shopRps / bareRps).toFixed(2)}× req/s, ${(shopP99 / bareP99).toFixed(2)}× p99` +
        (shopRuns.some((run) => run.non2xx)
          ? ` (non-2xx: ${shopRuns.map((run) => run.non2xx).join(', ')})`
          : ''),
    );
  }
  await bare.app.close();
} finally {
  await shop.stop();
}
