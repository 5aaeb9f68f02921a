/**
 * Two server processes starting at the same instant on one empty PostgreSQL database (the production
 * layout of several processes behind a proxy): both come up, the migrations and the first admin happen
 * once, and the demo shop is seeded once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { TEST_JWT_SECRET } from './test/app';

describe.runIf(process.env.TEST_DB === 'postgres')('two processes starting together', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `shop_t_${randomBytes(6).toString('hex')}`;
  const cleanups: (() => Promise<void>)[] = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  async function emptyDatabase(database: string): Promise<URL> {
    await admin(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url;
  }

  /** Two shop processes starting at once on the database at `url`, each in a data directory of its own. */
  async function startTwoTogether(url: URL, env: Record<string, string>) {
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-together-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        DATABASE_URL: url.toString(),
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        ...env,
      });
      const app = await buildApp(config, { logger: false, webDist: false });
      cleanups.push(() => app.close());
      return app;
    };
    for (const app of await Promise.all([start(), start()])) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  }

  it('both come up on an empty database; migrations, first admin and demo seed happen once', async () => {
    const url = await emptyDatabase(name);
    await startTwoTogether(url, { SEED_DEMO: 'true' });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const counts = await client.query(
        `select (select count(*) from admins)::int as admins,
                (select count(*) from banners)::int as banners,
                (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
      );
      expect(counts.rows[0]).toMatchObject({ admins: 1, banners: 1 });
      expect(counts.rows[0].migrations).toBeGreaterThanOrEqual(4);
    } finally {
      await client.end();
    }
  });

  // The start-up lock used to hold one of the pool's connections while the migrations waited for
  // another: with one connection per process, the start timed out.
  it('both come up with one connection each (DATABASE_POOL_SIZE=1)', async () => {
    const url = await emptyDatabase(`${name}_one`);
    await startTwoTogether(url, { DATABASE_POOL_SIZE: '1', SEED_DEMO: 'false' });
  });
});
