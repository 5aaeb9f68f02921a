/**
 * One Drizzle schema over two drivers: PGlite embedded in DATA_DIR by default, node-postgres when
 * DATABASE_URL is set. Repositories see only the `Database` type both satisfy.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { DurableNodeFS } from './durable-node-fs';
import { lockDataDir } from './data-dir-lock';
import { TransactionSafePool } from './postgres-pool';
import { unpackTemplateIfNew } from './pglite-template';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** The PostgreSQL extensions the migrations create (PGlite bundles them; a server has them in contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Drizzle over an embedded database, each SQL text prepared once (pglite-prepared.ts). Drizzle calls
 * only `query` and `transaction` on its client, which the wrapper answers as PGlite does.
 */
export function drizzleOverPglite(client: PGlite) {
  return drizzlePglite(withPreparedStatements(client) as unknown as PGlite, { schema });
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations in apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other server process on the same database runs its own (a PostgreSQL
   * advisory lock): processes starting together migrate and seed one after the other. PGlite has a
   * single process, so it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How the shop's connections name themselves to PostgreSQL (pg_stat_activity.application_name). */
export const SERVER_APPLICATION_NAME = 'zewar-shop';

/** The advisory lock of the start-up work (any constant; this one spells 'shop'). */
const STARTUP_LOCK_KEY = 0x73686f70;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; timeoutMs?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). These are its default start parameters without it,
 * and with WAL flushes done by fsync(), the call DurableNodeFS implements (fdatasync is a no-op in
 * PGlite's WebAssembly build). Checked against @electric-sql/pglite 0.5.16's defaultStartParams.
 */
const durableStartParams = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  // PGlite's default (128 MB) is allocated inside its WebAssembly memory, which never shrinks: the
  // largest part of the embedded shop's resident memory. 32 MB holds a catalogue of thousands of
  // products and its indexes; the operating system's file cache keeps the rest close.
  'shared_buffers=32MB',
  '-c',
  // Index builds (migrations) take this much more of that memory for good; 16 MB builds the
  // catalogue's search indexes for thousands of products in memory still.
  'maintenance_work_mem=16MB',
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'full_page_writes=on',
];

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTargetFor(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        timeoutMs: config.databaseTimeoutMs,
      }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (target.kind === 'postgres') {
    const timeoutMs = target.timeoutMs ?? 5000;
    const pool = new TransactionSafePool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A server that is down or frozen must not hold requests: waiting for a connection and each
      // statement are bounded. The server cancels a slow statement itself (statement_timeout); the
      // client-side read timeout, a little longer, catches a server that no longer answers at all.
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 1000,
      idle_in_transaction_session_timeout: timeoutMs * 2,
      keepAlive: true,
      // Lets `npm run restore` see that the shop is still running on the database.
      application_name: SERVER_APPLICATION_NAME,
      // Statements written without waiting for the one before (postgres-pool.ts, decision 0038).
      pipeline: true,
    });
    // An idle connection the server closes (a restart, or a terminated backend) is an 'error' event on
    // the pool; without a listener Node would crash. The pool drops that connection and opens a new one
    // for the next query, and /api/health reports whether the database answers.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // The pool listens only to idle connections. One that is checked out (a transaction between two
    // statements) and closed by the server would emit an 'error' nobody hears, and that ends the
    // process. Nothing needs doing here: the connection is no longer queryable, so its next statement
    // fails (503, the transaction rolls back) and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      async exclusively(work) {
        // A connection of its own, outside the pool: the work (migrations, the first admin) takes the
        // pool's, and a pool of one (DATABASE_POOL_SIZE=1) would wait for itself. No statement timeout:
        // another process's start-up may hold the lock for longer than that.
        const client = new pg.Client({
          connectionString: target.url,
          connectionTimeoutMillis: timeoutMs,
        });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          await client.end();
        }
      },
      ping: () => ping(db),
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    release = lockDataDir(`${target.dataDir}.pid`);
    try {
      await unpackTemplateIfNew(target.dataDir);
      client = await PGlite.create({
        extensions: PGLITE_EXTENSIONS,
        fs: new DurableNodeFS(target.dataDir),
        startParams: durableStartParams,
        relaxedDurability: false,
      });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzleOverPglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The migrations live in apps/api/drizzle. From source this file is apps/api/src/db/client.ts; in the
 * bundle it is apps/api/dist/server.js. Walk up until the folder is found so both work.
 */
export function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the migrations folder (apps/api/drizzle)');
}
