/**
 * Test helpers: the real app on a fresh migrated database, called with inject. TEST_DB=postgres makes a
 * throwaway database on the server named by TEST_DATABASE_URL (dropped on close); otherwise an
 * in-memory PGlite, restored from a migrated template made once per test file (initdb is slow).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import {
  drizzleOverPglite,
  findMigrationsFolder,
  openDatabase,
  PGLITE_EXTENSIONS,
  type Database,
  type DatabaseHandle,
} from '../db/client';
import { pgliteManifestPath } from '../db/pglite-template';
import { setUpForTests } from './set-up-for-tests';

// Tests read the environment directly: they are not the app, and they choose the database under test.
const testEnv = process.env;

/** Tests place many orders from one address and phone; the limits' own tests turn them on. */
export const LIMITS_OFF = {
  LIMIT_ORDERS_PER_ADDRESS: 'off',
  LIMIT_ORDERS_PER_PHONE: 'off',
  LIMIT_UNITS_PER_ADDRESS: 'off',
  LIMIT_UNITS_PER_PHONE: 'off',
  LIMIT_MAILS_PER_RECIPIENT: 'off',
  LIMIT_REVIEWS_PER_ADDRESS: 'off',
  LIMIT_REVIEWS_PER_PRODUCT: 'off',
  LIMIT_CONTACTS_PER_ADDRESS: 'off',
  LIMIT_CART_WRITES_PER_ADDRESS: 'off',
  LIMIT_COUPON_LOOKUPS_PER_ADDRESS: 'off',
  LIMIT_ORDER_LOOKUPS_PER_ADDRESS: 'off',
  LIMIT_CHECKOUT_DRAFTS_PER_ADDRESS: 'off',
  LIMIT_CHECKOUT_DRAFTS_PER_PHONE: 'off',
  // Tests place many orders from one phone; the cap's own test sets it low.
  ORDER_MAX_OPEN_PER_PHONE: '1000',
};

export const TEST_ADMIN = { email: 'admin@test.local', password: 'test-password-123' };
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: Database;
  /** Closes the app, then drops the database and the temporary data directory. */
  close(): Promise<void>;
}

export interface TestAppOverrides {
  /** Extra environment for loadConfig (DATA_DIR, DATABASE_URL and JWT_SECRET are set by the helper). */
  env?: Record<string, string | undefined>;
  deps?: Omit<AppDeps, 'database'>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A dump of a freshly migrated PGlite database. Making one runs initdb (seconds to tens of seconds on a
 * busy machine), so it is made once and kept in the temp directory under a name derived from the
 * migrations and the PGlite version; every test file after the first loads it.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const migrationsFolder = findMigrationsFolder();
    const file = path.join(
      tmpdir(),
      `shop-pglite-template-${await templateKey(migrationsFolder)}.tar`,
    );
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([cached]);
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzleOverPglite(client), { migrationsFolder });
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return new Blob([dump]);
  })();
  return pgliteTemplate;
}

async function templateKey(migrationsFolder: string): Promise<string> {
  const manifest = await readFile(pgliteManifestPath());
  const hash = createHash('sha256').update(manifest);
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    const content = await readFile(path.join(migrationsFolder, name)).catch(() => undefined);
    if (content) hash.update(name).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

async function freshPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await migratedPgliteTemplate(),
  });
  const db = drizzleOverPglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    exclusively: (work) => work(),
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** An empty database of its own on the TEST_DATABASE_URL server, dropped by `drop()`. */
export async function throwawayPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = testEnv.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

async function freshPostgres(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const { url, drop } = await throwawayPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  return { database, drop };
}

/** The configuration of a test app: the test admin, no demo data, silent, the limits off, and `env`. */
export function testConfig(
  dataDir: string,
  env: Record<string, string | undefined> = {},
): AppConfig {
  return loadConfig({
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...LIMITS_OFF,
    ...env,
    DATA_DIR: dataDir,
  });
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-api-test-'));
  const usePostgres = testEnv.TEST_DB === 'postgres';
  const { database, drop } = usePostgres
    ? await freshPostgres()
    : { database: await freshPglite(), drop: async () => undefined };
  const config = testConfig(dataDir, overrides.env);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false, webDist: false, ...overrides.deps, database });
    await app.ready();
  } catch (error) {
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the test admin and returns the header to send with admin requests. */
export async function adminAuthHeader(
  app: FastifyInstance,
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin-auth/login',
    payload: credentials,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

/** Overrides for an app set up before the tests; a function is called then, to read what an earlier hook made. */
export type SetUpOverrides = TestAppOverrides | (() => TestAppOverrides);

const overridesNow = (overrides?: SetUpOverrides) =>
  typeof overrides === 'function' ? overrides() : overrides;

/** The real app for the tests of one file or describe block (setUpForTests), with no one signed in. */
export function setUpTestAppWithoutSignIn(overrides?: SetUpOverrides): TestApp {
  return setUpForTests(() => createTestApp(overridesNow(overrides)));
}

/**
 * The real app for the tests of one file or describe block (setUpForTests), and the admin's header,
 * signed in once before them.
 */
export function setUpTestApp(
  overrides?: SetUpOverrides,
): TestApp & { auth: { authorization: string } } {
  return setUpForTests(async () => {
    const t = await createTestApp(overridesNow(overrides));
    return { ...t, auth: await adminAuthHeader(t.app) };
  });
}

/** The app and the admin's header, as setUpTestApp gives them. */
type SignedInTestApp = Pick<TestApp, 'app'> & { auth: { authorization: string } };

/** GET <url> as the signed-in admin. */
export function adminGet(t: SignedInTestApp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: t.auth });
}

/** POST <url> as the signed-in admin, with the payload as JSON. */
export function adminPost(t: SignedInTestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: t.auth, payload });
}
