#!/usr/bin/env node
/**
 * Checks the published API document against the server with Schemathesis, an outside OpenAPI fuzzer:
 * `st run <shop>/api/docs/json --checks all`, every phase, 100 examples per operation, as the admin.
 * A failure is a place where the document and the server disagree (an undeclared status, a rule the
 * schema does not state, a 5xx); the ones the document cannot say are listed in docs/api-document.md.
 *
 * The built server (npm run build) runs in its own process on a fresh DATA_DIR with the demo data and
 * every public-write limit off (LIMIT_*=off): otherwise the fuzzing would spend itself on 429s.
 *
 *   node bench/schemathesis.mjs                       # embedded PGlite
 *   SCHEMATHESIS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/schemathesis.mjs
 *
 * SCHEMATHESIS_DATABASE_URL names a PostgreSQL server: a throwaway database shop_st_<random> is created
 * there and dropped afterwards. ST (the `st` command; by default installed once into /tmp/st-venv with
 * ../shared/tools/schemathesis/install.sh), ST_MAX_EXAMPLES (100), ST_ARGS (more arguments, e.g.
 * `--include-path-regex coupons`). The report goes to .test-output/schemathesis-<db>/; the last line
 * printed is the failure count. It exits 0 whatever it finds (figures, not a verdict); 1 only when it
 * cannot run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/bench-shop.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/api/dist/server.js');
const ADMIN = { email: 'st@shop.test', password: 'schemathesis-password-1' };
const LIMITS_OFF = Object.fromEntries(
  [
    'ORDERS_PER_ADDRESS',
    'ORDERS_PER_PHONE',
    'UNITS_PER_ADDRESS',
    'UNITS_PER_PHONE',
    'MAILS_PER_RECIPIENT',
    'REVIEWS_PER_ADDRESS',
    'REVIEWS_PER_PRODUCT',
    'CONTACTS_PER_ADDRESS',
    'CART_WRITES_PER_ADDRESS',
    'COUPON_LOOKUPS_PER_ADDRESS',
    'ORDER_LOOKUPS_PER_ADDRESS',
    'CHECKOUT_DRAFTS_PER_ADDRESS',
    'CHECKOUT_DRAFTS_PER_PHONE',
  ].map((name) => [`LIMIT_${name}`, 'off']),
);

function stCommand() {
  if (process.env.ST) return process.env.ST;
  const installer = join(root, '..', 'shared/tools/schemathesis/install.sh');
  const installed = spawnSync('bash', [installer, '/tmp/st-venv'], { encoding: 'utf8' });
  if (installed.status !== 0)
    throw new Error(`could not install schemathesis: ${installed.stderr}`);
  return installed.stdout.trim().split('\n').at(-1);
}

function psql(url, sql) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/** A throwaway database on the given server, and how to drop it. */
function throwawayDatabase(serverUrl) {
  const name = `shop_st_${randomBytes(4).toString('hex')}`;
  psql(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function waitForHealth(base, server) {
  // Five minutes: on a shared machine under load the shop once took more than two to start.
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the shop stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not become healthy');
}

async function adminToken(base) {
  const response = await fetch(`${base}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

function runSt(st, base, token, reportDir) {
  const args = [
    'run',
    `${base}/api/docs/json`,
    '--checks',
    'all',
    '--phases',
    'examples,coverage,fuzzing,stateful',
    '--max-examples',
    process.env.ST_MAX_EXAMPLES ?? '100',
    '-H',
    `Authorization: Bearer ${token}`,
    '--workers',
    '1',
    '--report',
    'ndjson',
    '--report-dir',
    reportDir,
    '--output-truncate',
    'false',
    ...(process.env.ST_ARGS ? process.env.ST_ARGS.split(' ') : []),
  ];
  return new Promise((resolve) => {
    // Its cache of failing cases (.schemathesis/) stays with the report, outside the repository.
    const child = spawn(st, args, { cwd: reportDir, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', () => resolve(output));
  });
}

/** The count st prints in its summary: "N failures" (0 when it names none). */
function failureCount(output) {
  const summary = output.split('\n').filter((line) => /\bfailures?\b/i.test(line));
  const match = /(\d+)\s+failures?/i.exec(summary.at(-1) ?? '');
  return match ? Number(match[1]) : 0;
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: npm run build`);
  const serverUrl = process.env.SCHEMATHESIS_DATABASE_URL;
  const database = serverUrl ? throwawayDatabase(serverUrl) : undefined;
  const label = database ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-st-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      ORDER_MAX_OPEN_PER_PHONE: '1000',
      ...LIMITS_OFF,
      ...(database && {
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
      }),
    },
  });
  try {
    await waitForHealth(base, server);
    const token = await adminToken(base);
    const reportDir = join(root, '.test-output', `schemathesis-${label}`);
    mkdirSync(reportDir, { recursive: true });
    const output = await runSt(stCommand(), base, token, reportDir);
    console.log(`schemathesis (${label}): ${failureCount(output)} failures`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    rmSync(dataDir, { recursive: true, force: true });
    database?.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('schemathesis: could not run:', error);
    process.exit(1);
  },
);
