/**
 * A shop server of a test file's own: the same build as the shared test server, on its own copy of
 * the run's demo shop with the same admin, one per Playwright worker. For journeys that change
 * the whole shop (a discount on every product, a thousand products) and would upset journeys running
 * beside them on the shared server, or that need settings of their own (images in a bucket).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as shopTest } from '../fixtures';
import { copySeededShop, waitForHealth } from './seeded-shop';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  E2E_LIMITS,
  freePort,
  JWT_SECRET,
  serverEntry,
} from './test-server';

/**
 * Starts the built server on a free port with a DATA_DIR of its own, a copy of the run's seeded demo
 * shop (seeded-shop.ts) unless `env` turns the demo off; `env` adds to or overrides the settings (a
 * bucket's, SEED_DEMO). Stopping it removes its DATA_DIR.
 */
export async function startShopServer(
  env: Record<string, string> = {},
): Promise<{ baseURL: string; dataDir: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-admin-'));
  const baseURL = `http://127.0.0.1:${port}`;
  if (env.SEED_DEMO !== 'false') copySeededShop(dataDir);
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...E2E_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, () => child.exitCode === null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}

export const testOnOwnServer = shopTest.extend<object, { ownServer: { baseURL: string } }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const server = await startShopServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});
