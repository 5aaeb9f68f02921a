/**
 * A backup round trip: a shop with the demo catalogue, an order and its images is backed up, restored
 * into a new database and DATA_DIR, and compared: every table's row count, a sample of rows, and the
 * images, byte for byte, as the restored shop serves them. On PGlite (a data directory) and on
 * PostgreSQL (pg_dump / pg_restore between two throwaway databases).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DELIVERY_FEE_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES } from '@shop/domain/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { databaseTargetFor, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { LIMITS_OFF, TEST_ADMIN, TEST_JWT_SECRET, throwawayPostgresDatabase } from '../test/app';
import { TEST_SHIPPING_INFO } from '../modules/demo/test-fixtures';
import { startTestBucket } from '../test/test-bucket';
import { createBackup, restoreBackup } from './backup';
import { BackupError } from './backup-contents';
import { pgDumpCommand, pgRestoreCommand, splitPassword } from './postgres-tools';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('backup and restore', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let root: string;

  async function shopConfig(name: string, extra: Record<string, string> = {}): Promise<AppConfig> {
    const env: Record<string, string> = {
      ...extra,
      DATA_DIR: path.join(root, name),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'silent',
      ...LIMITS_OFF,
    };
    if (onPostgres) {
      const database = await throwawayPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    return loadConfig(env);
  }

  async function started(config: AppConfig): Promise<FastifyInstance> {
    const app = await buildApp(config, { logger: false, webDist: false });
    await app.ready();
    return app;
  }

  /** What the comparison reads: rows that matter to the shop, in a stable order. */
  async function sample(config: AppConfig) {
    const database = await openDatabase(databaseTargetFor(config));
    try {
      const query = async (text: string) =>
        ((await database.db.execute(text as never)) as unknown as { rows: unknown[] }).rows;
      return {
        products: await query(
          'select id, title, price, quantity, images, image_colors from products order by id',
        ),
        orders: await query(
          'select id, number, status, grand_total, tracking_token, phone_key from orders order by id',
        ),
        lines: await query('select order_id, product_id, quantity from order_lines order by id'),
        admins: await query('select email, password_hash from admins order by id'),
        coupons: await query('select code, discount from coupons order by id'),
        nextOrderNumber: await query('select last_value from order_number_seq'),
      };
    } finally {
      await database.close();
    }
  }

  let source: AppConfig;
  let backup: string;
  let imageNames: string[];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    source = await shopConfig('source');
    const app = await started(source);
    try {
      const [product] = (await app.inject({ method: 'GET', url: '/api/products' })).json<{
        products: { id: number; discounted_price: number }[];
      }>().products;
      if (!product) throw new Error('the demo shop has no products');
      const price = product.discounted_price;
      const delivery = price > FREE_SHIPPING_THRESHOLD_RUPEES ? 0 : DELIVERY_FEE_RUPEES;
      const placed = await app.inject({
        method: 'POST',
        url: '/api/shipping/create',
        payload: {
          shippingInfo: TEST_SHIPPING_INFO,
          cartItems: [{ id: product.id, quantity: 1 }],
          totalPrice: price,
          deliveryFee: delivery,
          grandTotal: price + delivery,
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      await app.close();
    }
    backup = path.join(root, 'backup');
    const manifest = await createBackup(source, backup);
    imageNames = manifest.images.map((image) => image.name);
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it('restores into a new shop with the same rows and the same images', async () => {
    const target = await shopConfig('target');
    await restoreBackup(target, backup);

    const [before, after] = [await sample(source), await sample(target)];
    expect(after).toEqual(before);
    expect(before.orders).toHaveLength(1);
    expect(before.products.length).toBeGreaterThan(10);

    // The restored shop serves every image exactly as the original does.
    const [original, restored] = [await started(source), await started(target)];
    try {
      expect(imageNames.length).toBeGreaterThan(10);
      for (const name of imageNames.filter((_, index) => index % 5 === 0)) {
        const url = `/api/public/image/${name}`;
        const [a, b] = [await original.inject(url), await restored.inject(url)];
        expect(b.statusCode).toBe(200);
        expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      }
      // And it is a working shop: a sign-in with the restored admin works.
      const signIn = await restored.inject({
        method: 'POST',
        url: '/api/admin-auth/login',
        payload: TEST_ADMIN,
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await original.close();
      await restored.close();
    }
  }, 180_000);

  it('will not restore over a shop unless told to replace it', async () => {
    const target = await shopConfig('occupied');
    await (await started(target)).close();
    await expect(restoreBackup(target, backup)).rejects.toThrow(BackupError);
    await restoreBackup(target, backup, { replace: true });
    expect((await sample(target)).orders).toEqual((await sample(source)).orders);
  }, 180_000);

  it('restores images kept in a bucket into another bucket', async () => {
    const [from, to] = [await startTestBucket(), await startTestBucket()];
    cleanups.push(
      () => from.destroy(),
      () => to.destroy(),
    );
    const inBucket = await shopConfig('bucket-source', from.env);
    await (await started(inBucket)).close(); // the demo shop, with its images in the bucket
    const folder = path.join(root, 'bucket-backup');
    const manifest = await createBackup(inBucket, folder);
    expect(manifest.images.length).toBeGreaterThan(10);
    expect(manifest.missingImages).toEqual([]);

    const target = await shopConfig('bucket-target', to.env);
    await restoreBackup(target, folder);
    for (const image of manifest.images) {
      const [original, restored] = [await from.object(image.name), await to.object(image.name)];
      expect(restored.body.equals(original.body)).toBe(true);
    }
  }, 180_000);

  it.runIf(!onPostgres)(
    'will not back up an embedded database another process has open',
    async () => {
      const running = spawn('sleep', ['60']);
      try {
        writeFileSync(path.join(source.dataDir, 'pglite.pid'), `${running.pid}\n`);
        await expect(createBackup(source, path.join(root, 'refused'))).rejects.toThrow(
          DataDirInUseError,
        );
      } finally {
        running.kill('SIGKILL');
        await new Promise((resolve) => running.once('exit', resolve));
      }
    },
  );
  it.runIf(onPostgres)(
    'backs up and restores with a password in DATABASE_URL that no command line carries',
    async () => {
      // The server trusts local connections: the password is sent and ignored, as a real one would be
      // sent and checked. Shims first on PATH note each tool's command line, then run the real tool.
      const password = 'not-a-secret:Pa55/w@rd';
      const shims = path.join(root, 'shims');
      const seen = path.join(root, 'command-lines.txt');
      mkdirSync(shims);
      for (const tool of ['pg_dump', 'pg_restore']) {
        const real = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
        writeFileSync(
          path.join(shims, tool),
          `#!/bin/sh\nprintf '%s PGPASSWORD=%s\\n' "${tool} $*" "\${PGPASSWORD:+given}" >> '${seen}'\nexec '${real}' "$@"\n`,
          { mode: 0o755 },
        );
      }
      const withPassword = async (name: string) => {
        const config = await shopConfig(name, { SEED_DEMO: 'false' });
        const url = new URL(config.databaseUrl ?? '');
        url.password = encodeURIComponent(password);
        return { ...config, databaseUrl: url.toString() };
      };
      const [from, to] = [
        await withPassword('password-source'),
        await withPassword('password-target'),
      ];
      await (await started(from)).close();

      const searchPath = process.env.PATH;
      process.env.PATH = `${shims}:${searchPath ?? ''}`;
      try {
        const folder = path.join(root, 'password-backup');
        const manifest = await createBackup(from, folder);
        expect(await restoreBackup(to, folder)).toEqual(manifest);
      } finally {
        process.env.PATH = searchPath;
      }
      const lines = readFileSync(seen, 'utf8').trim().split('\n');
      expect(lines.map((line) => line.split(' ')[0])).toEqual(['pg_dump', 'pg_restore']);
      for (const line of lines) {
        expect(line).not.toContain('Pa55');
        expect(line).not.toContain(encodeURIComponent(password));
        expect(line).toMatch(/ PGPASSWORD=given$/);
      }
    },
    180_000,
  );
});

describe("the PostgreSQL tools' command lines", () => {
  const url = 'postgres://shop:s3cr%40t%3Apw@db.internal:5433/shop?sslmode=require';

  it('carry the database URL without its password, which goes in the environment', () => {
    const dump = pgDumpCommand(url, '00000003-1', '/backups/db.dump');
    const restore = pgRestoreCommand(url, '/backups/db.dump');
    for (const command of [dump, restore]) {
      expect(command.args.join(' ')).not.toContain('s3cr');
      expect(command.env).toEqual({ PGPASSWORD: 's3cr@t:pw' });
    }
    expect(dump.args.at(-1)).toBe('postgres://shop@db.internal:5433/shop?sslmode=require');
    expect(restore.args).toContain(
      '--dbname=postgres://shop@db.internal:5433/shop?sslmode=require',
    );
  });

  it('take a password given as a query parameter out as well, and add none when there is none', () => {
    expect(splitPassword('postgresql://shop@db/shop?password=pw&sslmode=require')).toEqual({
      url: 'postgresql://shop@db/shop?sslmode=require',
      password: 'pw',
    });
    expect(pgDumpCommand('postgres://shop@db/shop', 's', 'f').env).toEqual({});
  });
});
