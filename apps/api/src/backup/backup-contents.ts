/**
 * What a backup holds and how it is checked: the manifest (every table's row count, each image's size
 * and SHA-256), the rows counted, and the images in use copied out of the disk or the bucket.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { isFullImageName } from '@shop/domain/image-names';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { createImageStorage, type ImageStorage, type StoredObject } from '../plugins/image-storage';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'zewar-shop-backup';

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  tables: Record<string, number>;
  images: { name: string; bytes: number; sha256: string }[];
  /** Images the database points at that the storage did not have when the backup was made. */
  missingImages: string[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const tableNames = (Object.values(schema) as unknown[]).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

/** Every table's row count, in one statement (so in one snapshot). */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts = sql.join(
    tableNames.map(
      (name) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`select ${counts}`)) as unknown as {
    rows: Record<string, number>[];
  };
  return Object.fromEntries(tableNames.map((name) => [name, Number(rows[0]?.[name] ?? 0)]));
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function openImages(config: AppConfig): Promise<ImageStorage> {
  return createImageStorage(config, {
    warn: ({ err }, message) =>
      console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  });
}

export async function readWhole(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The images the shop points at (products' and banners'), from the disk or the bucket. Small copies
 * are left out: the shop makes them again on the first request.
 */
export async function imagesInUse(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select jsonb_array_elements_text(images) as name from products union select image from banners order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name).filter(isFullImageName);
}

export async function copyImagesOut(
  config: AppConfig,
  names: string[],
  to: string,
): Promise<Pick<BackupManifest, 'images' | 'missingImages'>> {
  await mkdir(to, { recursive: true });
  const storage = await openImages(config);
  const images: BackupManifest['images'] = [];
  const missingImages: string[] = [];
  try {
    for (const name of names) {
      const object = await storage.get(name);
      if (!object) {
        missingImages.push(name);
        continue;
      }
      const bytes = await readWhole(object);
      await writeFile(path.join(to, name), bytes);
      images.push({ name, bytes: bytes.length, sha256: sha256(bytes) });
    }
  } finally {
    await storage.close();
  }
  return { images, missingImages };
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST}`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new BackupError(`${folder} is not a backup this version of the shop can restore`);
  }
  return manifest;
}
