/**
 * `npm run backup` and `npm run restore`: the whole shop in one folder: the database and the images.
 *
 * - PostgreSQL: pg_dump's custom format (a consistent snapshot while the shop keeps running), restored
 *   with pg_restore. The client tools' major version should be the server's or newer.
 * - PGlite: PGlite's own dump of its data directory (a tar, consistent: this process is the only one
 *   using the database, so the shop must be stopped: the data directory's lock says so otherwise).
 * - Images: every image a product or banner points at, from the disk or the bucket, as stored.
 *
 * manifest.json records the row count of every table and each image's size and SHA-256, and a restore
 * checks both after it is done, so a backup that does not round-trip cannot go unnoticed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreparedPGlite } from '../db/pglite-prepared';
import { sql } from 'drizzle-orm';
import { extract } from 'tar';
import type { AppConfig } from '../config';
import { databaseTargetFor, openDatabase, SERVER_APPLICATION_NAME } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import type { ImageStorage } from '../plugins/image-storage';
import {
  BackupError,
  copyImagesOut,
  countRows,
  FORMAT,
  imagesInUse,
  MANIFEST,
  openImages,
  readManifest,
  readWhole,
  sha256,
  type BackupManifest,
} from './backup-contents';
import { pgDumpCommand, pgRestoreCommand, runPostgres } from './postgres-tools';

const pgliteDir = (config: AppConfig) => path.join(config.dataDir, 'pglite');

/** Writes a backup of the configured shop into `folder` (which must not exist yet). */
export async function createBackup(config: AppConfig, folder: string): Promise<BackupManifest> {
  if (existsSync(folder)) throw new BackupError(`${folder} already exists`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const database = await openDatabase(databaseTargetFor(config));
  let counts: Record<string, number>;
  let names: string[];
  try {
    if (config.databaseUrl) {
      const databaseUrl = config.databaseUrl;
      // The shop keeps running: the counts, the image names and pg_dump all read one snapshot, so the
      // manifest describes exactly the dump (pg_dump --snapshot takes the one this transaction exports).
      [counts, names] = await database.db.transaction(
        async (tx) => {
          await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
          const { rows } = (await tx.execute(
            sql`select pg_export_snapshot() as snapshot`,
          )) as unknown as { rows: { snapshot: string }[] };
          const seen = [await countRows(tx), await imagesInUse(tx)] as const;
          await runPostgres(
            pgDumpCommand(databaseUrl, rows[0]?.snapshot ?? '', path.join(folder, 'database.dump')),
          );
          return seen;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    } else {
      // The embedded database has no other process (its lock says so): nothing changes meanwhile.
      counts = await countRows(database.db);
      names = await imagesInUse(database.db);
      const client = (database.db as unknown as { $client: PreparedPGlite }).$client.pglite;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(folder, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    tables: counts,
    ...(await copyImagesOut(config, names, path.join(folder, 'images'))),
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function restorePostgres(url: string, dump: string, replace: boolean): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const running = await client.query(
      'select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = $1',
      [SERVER_APPLICATION_NAME],
    );
    if (running.rows[0].count > 0) {
      throw new BackupError(
        'The shop is running on this database: stop every server process first.',
      );
    }
    const existing = await client.query(
      "select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (existing.rows[0].count > 0 && !replace) {
      throw new BackupError(
        "The database already has the shop's tables. Restore into an empty database, or add --replace to drop them first.",
      );
    }
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
  await runPostgres(pgRestoreCommand(url, dump)).catch((error: { stderr?: string }) => {
    throw new BackupError(`pg_restore failed: ${error.stderr?.trim() ?? String(error)}`);
  });
}

async function restorePglite(config: AppConfig, archive: string, replace: boolean): Promise<void> {
  const target = pgliteDir(config);
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(`${target}.pid`);
  try {
    if (existsSync(target) && (await readdir(target)).length > 0 && !replace) {
      throw new BackupError(
        `${target} already holds a database. Restore into a new DATA_DIR, or add --replace (the old one is kept as pglite.before-restore).`,
      );
    }
    const unpacking = `${target}.restoring`;
    await rm(unpacking, { recursive: true, force: true });
    await mkdir(unpacking, { recursive: true, mode: 0o700 });
    await extract({ file: archive, cwd: unpacking });
    if (existsSync(target)) {
      const kept = path.join(config.dataDir, 'pglite.before-restore');
      await rm(kept, { recursive: true, force: true });
      await rename(target, kept);
    }
    await rename(unpacking, target);
  } finally {
    release();
  }
}

/**
 * Restores a backup into the configured shop, then checks every table's row count and every image
 * against the manifest. The shop must be stopped.
 */
export async function restoreBackup(
  config: AppConfig,
  folder: string,
  options: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `This backup is of a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database; the configured shop uses ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'}.`,
    );
  }
  if (config.databaseUrl) {
    await restorePostgres(
      config.databaseUrl,
      path.join(folder, 'database.dump'),
      !!options.replace,
    );
  } else {
    await restorePglite(config, path.join(folder, 'pglite.tar.gz'), !!options.replace);
  }
  const storage = await openImages(config);
  try {
    for (const image of manifest.images) {
      await storage.put(image.name, await readFile(path.join(folder, 'images', image.name)));
    }
    await verify(config, storage, manifest);
  } finally {
    await storage.close();
  }
  return manifest;
}

async function verify(
  config: AppConfig,
  storage: ImageStorage,
  manifest: BackupManifest,
): Promise<void> {
  const database = await openDatabase(databaseTargetFor(config));
  try {
    const counts = await countRows(database.db);
    for (const [table, count] of Object.entries(manifest.tables)) {
      if (counts[table] !== count) {
        throw new BackupError(`After the restore ${table} has ${counts[table]} rows, not ${count}`);
      }
    }
  } finally {
    await database.close();
  }
  for (const image of manifest.images) {
    const stored = await storage.get(image.name);
    if (!stored || sha256(await readWhole(stored)) !== image.sha256) {
      throw new BackupError(`After the restore image ${image.name} differs from the backup`);
    }
  }
}
