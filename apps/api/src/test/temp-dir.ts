import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setUpForTests } from './set-up-for-tests';

/**
 * A fresh folder under the system's temp directory for the tests of one file or describe block
 * (setUpForTests), its name starting with `prefix`, deleted with all it holds after them. Read `path`
 * inside the tests.
 */
export function setUpTempDir(prefix: string): { path: string } {
  return setUpForTests(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), prefix));
    return { path: folder, close: () => rm(folder, { recursive: true, force: true }) };
  });
}
