/**
 * The demo shop made once per run and copied for every server the journeys start.
 *
 * A shop server's first start on an empty DATA_DIR unpacks the embedded database, migrates it and
 * draws the demo pictures: 25–39 s on CI's busy two cores, and a run starts one shared server and one
 * per journey that needs a shop of its own. The first start happens once, into a seed folder; the
 * shared server (start-test-server.ts) and each own server (own-server.ts) then start on a copy of it,
 * which PGlite only has to open. The seed server is stopped with SIGTERM first, so PGlite has closed
 * the cluster and released the folder's lock before anything is copied.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { freePort, serverEntry } from './test-server';

/** Beside the run's DATA_DIR, so the global teardown removes both. */
export function seededShopDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: load playwright.config.ts first');
  return `${dataDir}-seeded`;
}

export async function waitForHealth(baseURL: string, isRunning: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error('the shop server exited before it was healthy');
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop server did not become healthy within 90 s');
}

/** Starts the build once on a new folder with `env` (which seeds the demo) and stops it cleanly. */
export async function makeSeededShop(env: Record<string, string>): Promise<string> {
  const target = seededShopDir();
  if (existsSync(target)) return target;
  const making = `${target}.making`;
  rmSync(making, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: making },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, () => child.exitCode === null);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  if (child.exitCode !== 0) {
    throw new Error(`the seed server stopped with ${child.exitCode ?? child.signalCode}`);
  }
  renameSync(making, target);
  return target;
}

/** A new DATA_DIR holding the seeded shop; `false` when no seed was made in this run. */
export function copySeededShop(dataDir: string): boolean {
  const seed = process.env.E2E_DATA_DIR ? seededShopDir() : undefined;
  if (!seed || !existsSync(seed)) return false;
  cpSync(seed, dataDir, { recursive: true });
  return true;
}
