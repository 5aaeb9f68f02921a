/**
 * `npm run admin -- check-stock`: the real command (src/admin-cli.ts in its own process) on the
 * database the shop uses (a DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL): it passes when every
 * variant's movements add up to its stock, and names the variant and the product when one does not.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { productVariants } from '../../db/schema/product-variants';
import { TEST_JWT_SECRET, throwawayPostgresDatabase } from '../../test/app';
import { runAdminCli } from '../../test/admin-cli';
import { insertTestProduct } from '../demo/test-fixtures';

describe('npm run admin -- check-stock', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let variantId: number;
  let sku: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-check-stock-'));
    env = { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'false' };
    if (process.env.TEST_DB === 'postgres') {
      const throwaway = await throwawayPostgresDatabase();
      drop = throwaway.drop;
      env.DATABASE_URL = throwaway.url;
      database = await openDatabase({ kind: 'postgres', url: throwaway.url });
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    }
    await database.migrate();
    const product = await insertTestProduct(database.db, { colourStock: { gold: 3, silver: 2 } });
    const [variant] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.id);
    variantId = variant?.id ?? 0;
    sku = variant?.sku ?? '';
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes when every variant and product adds up', async () => {
    // PGlite's data directory has one user at a time: the command opens it after the test closes it.
    if (process.env.TEST_DB !== 'postgres') await database.close();
    const run = await runAdminCli(['check-stock'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Stock adds up: 2 variants, each equal to the sum of its movements \(2 in all\)/,
    );
  }, 120_000);

  it('fails and names the variant and the product when a number was written past the ledger', async () => {
    if (process.env.TEST_DB !== 'postgres') {
      database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    }
    await database.db
      .update(productVariants)
      .set({ quantity: sql`${productVariants.quantity} + 1` })
      .where(eq(productVariants.id, variantId));
    if (process.env.TEST_DB !== 'postgres') await database.close();
    const run = await runAdminCli(['check-stock'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`variant ${variantId} (${sku}): stock 4, movements add up to 3`);
    expect(run.stderr).toMatch(
      /product \d+ \(Gold hoop earrings\): quantity 5, variants add up to 6/,
    );
    if (process.env.TEST_DB !== 'postgres') {
      database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    }
  }, 120_000);
});
