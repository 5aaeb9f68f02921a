import { rmSync } from 'node:fs';

/** The run's temporary DATA_DIR (database and images) and its seeded demo shop go away with the run. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir?.includes('shop-e2e-')) return;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-seeded`, { recursive: true, force: true });
}
