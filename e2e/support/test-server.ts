/**
 * The server every browser test talks to: the production build (apps/api/dist serving apps/web/dist),
 * on a free port, on a fresh embedded database in a temporary DATA_DIR, with the demo data seeded.
 * The values are fixed once per run in the environment, so Playwright's workers (which load the config
 * again) see the same port and credentials as the main process.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTEX_API_PATH, POSTEX_TOKEN } from '../../apps/api/src/test/couriers/postex-server';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
export const webIndex = join(repoRoot, 'apps/web/dist/index.html');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function testServerSettings() {
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_POSTEX_PORT ??= String(await freePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  return {
    port: Number(process.env.E2E_PORT),
    dataDir: process.env.E2E_DATA_DIR,
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    postexPort: Number(process.env.E2E_POSTEX_PORT),
  };
}

/**
 * PostEx, set up in every journey against its local test server (support/postex-test-server.ts),
 * so the back office offers it as a real shop's would.
 */
export function postexSettings(port: number) {
  return {
    POSTEX_TOKEN,
    POSTEX_PICKUP_ADDRESS_CODE: '001',
    POSTEX_API_URL: `http://127.0.0.1:${port}${POSTEX_API_PATH}`,
  };
}
export const testServerLauncher = join(repoRoot, 'e2e/support/start-test-server.ts');
export const postexServerEntry = join(repoRoot, 'e2e/support/postex-test-server.ts');
export const tsxBin = join(repoRoot, 'node_modules/.bin/tsx');

export const ADMIN_EMAIL = 'admin@shop.test';
export const ADMIN_PASSWORD = 'e2e-Admin-password-1';
/** Fixed for the test server only, so a test can forge an expired token the server will recognise. */
export const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

/**
 * Every journey shops from 127.0.0.1 with the same phone number: the public-write limits stay on, but
 * far above what a whole run sends (the limits' own tests use their own server).
 */
export const E2E_LIMITS = {
  LIMIT_ORDERS_PER_ADDRESS: '1000/h',
  LIMIT_ORDERS_PER_PHONE: '1000/h',
  LIMIT_UNITS_PER_ADDRESS: '100000/h',
  LIMIT_UNITS_PER_PHONE: '100000/h',
  LIMIT_MAILS_PER_RECIPIENT: '100000/h',
  LIMIT_REVIEWS_PER_ADDRESS: '1000/h',
  LIMIT_CONTACTS_PER_ADDRESS: '1000/h',
  LIMIT_CART_WRITES_PER_ADDRESS: '20000/h',
  LIMIT_COUPON_LOOKUPS_PER_ADDRESS: '1000/h',
  LIMIT_ORDER_LOOKUPS_PER_ADDRESS: '1000/h',
  ORDER_MAX_OPEN_PER_PHONE: '1000',
};

export function assertBuilt(): void {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run "npm run build" (npm test does it for you) first.`);
    }
  }
}
