/** The app under test (PGlite, or a throwaway PostgreSQL database), with the errors it logs captured per request. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET } from '../../apps/api/src/test/app';
import { SERVER_URL } from './settings';

/** Collects the app's warn/error log lines; requests run one at a time, so lines belong to the last one. */
export class LogCapture {
  lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  clear() {
    this.lines = [];
  }
}

interface FuzzTarget {
  app: FastifyInstance;
  capture: LogCapture;
  databaseName: string;
  close(): Promise<void>;
}

export async function openTarget(): Promise<FuzzTarget> {
  const capture = new LogCapture();
  const logger = { level: 'warn', stream: capture };
  if (!SERVER_URL) {
    process.env.TEST_DB = 'pglite';
    const t = await createTestApp({ deps: { logger } });
    return { app: t.app, capture, databaseName: 'in-memory PGlite', close: t.close };
  }
  return openPostgresTarget(SERVER_URL, capture, logger);
}

/** The real app on a throwaway database shop_fuzz_<random> of the given server (dropped on close). */
async function openPostgresTarget(
  serverUrl: string,
  capture: LogCapture,
  logger: { level: string; stream: LogCapture },
): Promise<FuzzTarget> {
  const name = `shop_fuzz_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-fuzz-'));
  const cleanUp = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp(config, { logger, webDist: false });
    await app.ready();
    const close = async () => {
      await app.close();
      await cleanUp();
    };
    return { app, capture, databaseName: `${name} on ${url.host}`, close };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
