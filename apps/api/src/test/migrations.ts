/**
 * A migration's test on a shop that already has data: an empty database (PGlite, or a throwaway one on
 * PostgreSQL when TEST_DB=postgres) brought up to the migration before, filled, then migrated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/client';
import { drizzleOverPglite, findMigrationsFolder, PGLITE_EXTENSIONS } from '../db/client';
import * as schema from '../db/schema/index';
import { throwawayPostgresDatabase } from './app';
import { setUpForTests } from './set-up-for-tests';

const folder = findMigrationsFolder();

/** The migrations' SQL files in the order they run (0000_…, 0001_…). */
export const migrationFiles = readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

export interface Sql {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  db: Database;
  close(): Promise<void>;
}

export async function openEmptyDatabase(): Promise<Sql> {
  if (process.env.TEST_DB === 'postgres') {
    const { url, drop } = await throwawayPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      exec: async (text) => void (await client.query(text)),
      rows: async <T>(text: string) => (await client.query(text)).rows as T[],
      db: drizzlePg(client, { schema }) as unknown as Database,
      close: async () => {
        await client.end();
        await drop();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return {
    exec: async (text) => void (await client.exec(text)),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    db: drizzleOverPglite(client) as unknown as Database,
    close: () => client.close(),
  };
}

/** Runs one migration file, statement by statement, as the migrator does. */
export async function applyMigration(database: Sql, file: string) {
  const statements = readFileSync(path.join(folder, file), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) if (statement.trim()) await database.exec(statement);
}

/** Runs every migration before the one whose number is `number` ('0014'). */
export async function migrateUpTo(database: Sql, number: string) {
  for (const file of migrationFiles.filter((name) => name < number)) {
    await applyMigration(database, file);
  }
}

/** Runs the migration whose number is `number`. */
export async function applyMigrationNumbered(database: Sql, number: string) {
  const file = migrationFiles.find((name) => name.startsWith(number));
  if (!file) throw new Error(`No migration ${number}`);
  await applyMigration(database, file);
}

/**
 * The database for the tests of migration `number` on a shop that already has data (setUpForTests):
 * an empty one brought up to the migration before, filled by `fill` as the older shop left it, then
 * migrated by `number`.
 */
export function setUpMigratedDatabase(number: string, fill: (old: Sql) => Promise<void>): Sql {
  return setUpForTests(async () => {
    const database = await openEmptyDatabase();
    await migrateUpTo(database, number);
    await fill(database);
    await applyMigrationNumbered(database, number);
    return database;
  });
}
