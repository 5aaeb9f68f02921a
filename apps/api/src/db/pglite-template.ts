/**
 * A new embedded database starts from a template instead of running initdb at the shop's first start.
 *
 * PGlite's initdb runs a second PostgreSQL instance in WebAssembly beside the first and copies its
 * memory: the process briefly needs about 850 MB, and WebAssembly memory is never given back, so the
 * first start stayed at 530 MB resident. The build runs initdb once (`npm run build`, build.mjs) and
 * keeps the empty cluster as `dist/pglite-template-<PGlite version>.tar.gz`; the first start unpacks it
 * with tar and PGlite resumes it like any existing cluster. Without a template (running from source before a build)
 * PGlite runs initdb itself as before. See docs/decisions/0012-embedded-database-from-a-template.md.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';

/** The installed PGlite's package.json (not exported by the package; it sits beside dist/). */
export function pgliteManifestPath(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), '..', 'package.json');
}

/** The installed PGlite's version: a template made by another version is never used. */
export function pgliteVersion(): string {
  return (JSON.parse(readFileSync(pgliteManifestPath(), 'utf8')) as { version: string }).version;
}

function pgliteTemplateName(version = pgliteVersion()): string {
  return `pglite-template-${version}.tar.gz`;
}

/** The template next to the bundle (dist/server.js) or in apps/api/dist when running from source. */
function findPgliteTemplate(): string | undefined {
  const name = pgliteTemplateName();
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    for (const candidate of [path.join(dir, name), path.join(dir, 'dist', name)]) {
      if (existsSync(candidate)) return candidate;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Unpacks the template into `dataDir` when the folder is new, so PGlite finds a cluster and only
 * resumes it. A marker beside the folder lasts until every file is on disk, so a start interrupted
 * half-way is redone from the template instead of taking half a cluster for a database.
 */
export async function unpackTemplateIfNew(
  dataDir: string,
  template = findPgliteTemplate(),
): Promise<void> {
  const unpacking = `${dataDir}.unpacking`;
  if (existsSync(unpacking)) rmSync(dataDir, { recursive: true, force: true });
  if (!template || !isNewDataDir(dataDir)) return;

  mkdirSync(dataDir, { recursive: true });
  writeFileSync(unpacking, '');
  syncDirectory(path.dirname(dataDir));
  // The archive's paths are absolute (/base/1/…); tar makes them relative to cwd.
  await extract({ file: template, cwd: dataDir });
  await syncTree(dataDir);
  rmSync(unpacking);
  syncDirectory(path.dirname(dataDir));
}

/**
 * fsyncs every file, then every folder, of the unpacked cluster. About a thousand files: one after
 * another they took about 2 s on a busy machine, sixteen at a time 0.4 s, so the disk sees them together.
 */
async function syncTree(root: string): Promise<void> {
  const files: string[] = [];
  const folders: string[] = [root];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(entryPath);
    else if (entry.isFile()) files.push(entryPath);
  }
  await syncAll(files);
  await syncAll(folders);
}

const SYNCS_AT_ONCE = 16;

async function syncAll(paths: string[]): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let file = paths[next++]; file !== undefined; file = paths[next++]) {
      const handle = await open(file, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNCS_AT_ONCE, paths.length) }, worker));
}

/** fsync: what the shop reports written is on disk (decision 0002). A directory's entries too. */
function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const syncDirectory = syncFile;
