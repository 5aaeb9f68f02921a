/**
 * What shoppers and load balancers see when PostgreSQL goes away: 503 with Retry-After, quickly, and
 * the shop answering again once the database is back. (The catalogue's cached answers keep being
 * served meanwhile; the banners are read from the database on every request.) Runs against a private cluster (test/private-
 * postgres.ts) in the PostgreSQL project only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './plugins/errors';
import { startPrivatePostgres, type PrivatePostgres } from './test/private-postgres';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test/app';

async function timed(app: FastifyInstance, url: string) {
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url });
  return { response, ms: Date.now() - started };
}

/** The one-connection shop's DATABASE_TIMEOUT_SECONDS; node-postgres gives up reading a second later. */
const ONE_CONNECTION_TIMEOUT_MS = 2000;
const READ_TIMEOUT_MS = ONE_CONNECTION_TIMEOUT_MS + 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.runIf(process.env.TEST_DB === 'postgres')('when PostgreSQL goes away', () => {
  let cluster: PrivatePostgres;
  let app: FastifyInstance;
  /** The same shop with a single connection: a connection the pool loses or spoils shows at once. */
  let oneConnection: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-faults-'));
    const config = loadConfig({
      DATABASE_URL: cluster.url,
      DATABASE_TIMEOUT_SECONDS: '1',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    });
    app = await buildApp(config, { logger: false, webDist: false });
    oneConnection = await buildApp(
      { ...config, databasePoolSize: 1, databaseTimeoutMs: ONE_CONNECTION_TIMEOUT_MS },
      { logger: false, webDist: false },
    );
  }, 120_000);

  afterAll(async () => {
    // The cluster goes first and the apps get a few seconds: a connection a pool has lost (what these
    // tests catch) would hold close() forever and leave the cluster running.
    cluster?.destroy();
    await Promise.race([Promise.all([oneConnection?.close(), app?.close()]), sleep(10_000)]);
    await rm(dataDir, { recursive: true, force: true });
  });

  const answersAgain = (shop = app) =>
    eventually(
      async () => (await timed(shop, '/api/banner/get')).response.statusCode === 200,
      15_000,
    );

  it('answers 503 with Retry-After while it is stopped, and 200 once it is back', async () => {
    expect((await timed(app, '/api/banner/get')).response.statusCode).toBe(200);
    cluster.stop();
    try {
      const { response } = await timed(app, '/api/banner/get');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      const write = await app.inject({
        method: 'POST',
        url: '/api/contact/create',
        payload: { name: 'Ayesha', email: 'a@b.pk', phone: '03001234567', message: 'Hello' },
      });
      expect(write.statusCode).toBe(503);
      const health = await timed(app, '/api/health');
      expect(health.response.statusCode).toBe(503);
    } finally {
      cluster.start();
    }
    expect(await answersAgain()).toBe(true);
  });

  // A fast shutdown (a restart, a failover) sends every backend's client a FATAL message. A connection
  // a transaction holds between two statements has no statement to fail with it: the error used to be
  // an unhandled 'error' event, which ended the whole server process (bench/fault-postgres.ts).
  it('fails a transaction whose connection is dropped between two statements, and stays up', async () => {
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', recordUncaught);
    let failure: unknown;
    try {
      await app.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          cluster.stop();
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => {
          failure = error;
        });
    } finally {
      cluster.start();
      process.off('uncaughtException', recordUncaught);
    }
    expect(uncaught).toEqual([]);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await answersAgain()).toBe(true);
  });

  // Drizzle 0.45's node-postgres transactions send BEGIN before the try whose finally releases the
  // connection (drizzle-orm issues #6114, #6241): a BEGIN the server never answers kept the connection
  // out of the pool for good.
  it('gives the connection back when a BEGIN gets no answer', async () => {
    expect((await timed(oneConnection, '/api/banner/get')).response.statusCode).toBe(200);
    cluster.freeze();
    let failure: unknown;
    try {
      failure = await oneConnection.db.transaction(async () => undefined).catch((error) => error);
    } finally {
      cluster.thaw();
    }
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await answersAgain(oneConnection)).toBe(true);
  });

  // A statement that timed out on the client's side still runs on the frozen server. Drizzle queued
  // its ROLLBACK behind it (a second timeout) and, when that timed out too, gave the connection back
  // to the pool inside the abandoned transaction, and the next request's statement ran in it and
  // failed (a 500).
  it('fails a transaction frozen mid-statement within the timeout, and never reuses its connection', async () => {
    await oneConnection.db.execute(sql`create table fault_probe (id integer)`);
    let failure: unknown;
    let ms: number | undefined;
    try {
      const started = Date.now();
      failure = await oneConnection.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into fault_probe values (1)`);
          // Frozen while it runs this statement, so it is not idle in its transaction meanwhile.
          setTimeout(() => cluster.freeze(), 200);
          await tx.execute(sql`select pg_sleep(1)`);
        })
        .catch((error) => error);
      ms = Date.now() - started;
      // Frozen past a second read timeout: a ROLLBACK queued behind that statement is given up too.
      await sleep(READ_TIMEOUT_MS + 500);
    } finally {
      cluster.thaw();
    }
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const next = await timed(oneConnection, '/api/banner/get');
    expect(next.response.statusCode).toBe(200);
    await oneConnection.db.execute(sql`insert into fault_probe values (2)`);
    const reader = new pg.Client({ connectionString: cluster.url });
    await reader.connect();
    try {
      const { rows } = await reader.query('select id from fault_probe order by id');
      expect(rows).toEqual([{ id: 2 }]);
    } finally {
      await reader.query('drop table fault_probe');
      await reader.end();
    }
    expect(ms).toBeLessThan(READ_TIMEOUT_MS + 1500);
  });

  it('answers within the timeouts while it is frozen, and 200 once it thaws', async () => {
    expect((await timed(app, '/api/banner/get')).response.statusCode).toBe(200);
    cluster.freeze();
    try {
      const [banners, health] = await Promise.all([
        timed(app, '/api/banner/get'),
        timed(app, '/api/health'),
      ]);
      expect(banners.response.statusCode).toBe(503);
      expect(banners.ms).toBeLessThan(5_000);
      expect(health.response.statusCode).toBe(503);
      expect(health.ms).toBeLessThan(3_000);
    } finally {
      cluster.thaw();
    }
    expect(await answersAgain()).toBe(true);
  });
});
