#!/usr/bin/env node
/**
 * `npm test`: every check and every suite, then one closing line `N passed, N failed` that sums them all
 * (CI reads that line, not Vitest's or Playwright's own summaries).
 *
 *   1. typecheck and lint            (side by side; each counts as one check)
 *   2. the production build          (the browser tests run against it), and the storefront's
 *      JavaScript budget (bench/bundle-size.mjs prints the figures; one check)
 *   3. Vitest: domain rules, the web app's modules (happy-dom), API on PGlite, and API on PostgreSQL
 *      when TEST_DATABASE_URL is set
 *   4. Playwright journeys in Debian's Chromium against the built server on a fresh database
 *
 * A step that crashes without reporting results counts as one failure, so a broken runner can never
 * look like a green run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function check(label, command, args) {
  count(label, run(label, command, args));
}

/**
 * Checks that run side by side, each printed whole under its label once it has ended: the
 * typecheck and lint wait on one core each for most of their time.
 */
async function checksSideBySide(checks) {
  const results = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => resolve({ label, ok: false, output: [String(error)] }));
          child.on('close', (code) => resolve({ label, ok: code === 0, output }));
        }),
    ),
  );
  for (const { label, ok, output } of results) {
    console.log(`\n=== ${label} ===`);
    process.stdout.write(Buffer.concat(output.map((part) => Buffer.from(part))));
    count(label, ok);
  }
}

// Named again at the very end: a CI log that keeps only its tail still says which test failed.
const failedTestNames = [];

/** "file › describe › test" of each failed Vitest test, from its JSON report. */
function failedVitestTests(report) {
  return report.testResults.flatMap((file) => {
    const name = file.name.slice(root.length + 1);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed to load has no test results, only its message.
    if (failedTests.length === 0 && file.status === 'failed') return [`${name} (did not run)`];
    return failedTests.map((test) => `${name} › ${test.fullName}`);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await checksSideBySide([
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
]);

const built = run('build', 'npm', ['run', 'build']);
if (!built) {
  failed += 1;
  failures.push('build');
} else {
  check('bundle budget', 'node', ['bench/bundle-size.mjs']);
}

const vitestJson = join(outDir, 'vitest.json');
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`vitest (${vitest.numFailedTests})`);
  failedTestNames.push(...failedVitestTests(vitest));
  if (!vitestOk && vitest.numFailedTests === 0) {
    failed += 1;
    failures.push('vitest exited non-zero (a suite failed to load?)');
  }
} else {
  failed += 1;
  failures.push('vitest reported no results');
}

if (built) {
  // The browser tests use the embedded database whatever the caller's environment says.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const playwrightOk = run('playwright', 'npx', ['playwright', 'test'], {
    cwd: join(root, 'e2e'),
    env,
  });
  const report = readJson(join(outDir, 'playwright.json'));
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.unexpected > 0) failures.push(`playwright (${report.stats.unexpected})`);
    if (!playwrightOk && report.stats.unexpected === 0) {
      failed += 1;
      failures.push('playwright exited non-zero');
    }
  } else {
    failed += 1;
    failures.push('playwright reported no results');
  }
} else if (existsSync(join(root, 'e2e'))) {
  failures.push('playwright skipped: the build failed');
}

console.log('');
for (const name of failedTestNames) console.log(`  failed: ${name}`);
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
