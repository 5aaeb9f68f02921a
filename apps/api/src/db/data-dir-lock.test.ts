import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpTempDir } from '../test/temp-dir';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';

describe.runIf(process.env.TEST_DB !== 'postgres')('one process per embedded database', () => {
  const temp = setUpTempDir('shop-lock-');

  it('refuses a folder another live process has, and takes over one left by a dead process', async () => {
    const dataDir = path.join(temp.path, 'pglite');
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(`${dataDir}.pid`, `${other.pid}\n`);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }

    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(existsSync(`${dataDir}.pid`)).toBe(false);
  }, 60_000);
});
