/**
 * The embedded database belongs to one process. PGlite runs PostgreSQL in single-user mode inside that
 * process, with nothing shared between processes: a second one opening the same folder (a second
 * `npm start`, `npm run admin` or `npm run backup` while the shop runs) would write over the first one's
 * pages. Like PostgreSQL's own postmaster.pid, a file names the process that has the folder; another
 * process is refused while that one lives, and a file left by a process that died is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder for this process; returns the release. Throws DataDirInUseError when taken. */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockFile);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The embedded database is in use by process ${owner} (the running shop?): stop it first.`,
        );
      }
      // Left by a process that is gone (or by this one): take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take ${lockFile}`);
}
