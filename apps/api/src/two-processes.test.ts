/**
 * The production layout of issue #13: two real server processes on one PostgreSQL database and one
 * bucket, started at the same instant on an empty database. A token signed by one works on the other,
 * an image uploaded through one is served by the other, the sign-in limit counts across both, and 50
 * parallel orders for the last 5 units, split across them, sell exactly 5.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DELIVERY_FEE_RUPEES } from '@shop/domain/constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SHIPPING_INFO } from './modules/demo/test-fixtures';
import { LIMITS_OFF, TEST_ADMIN, TEST_JWT_SECRET, throwawayPostgresDatabase } from './test/app';
import { pngOf } from './test/images';
import { multipart } from './test/multipart';
import { startTestBucket, type TestBucket } from './test/test-bucket';

const apiRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function healthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not become healthy`);
}

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one database', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let databaseUrl: string;
  let bucket: TestBucket;
  let bases: [string, string];
  /** Signed in before the sign-in limit's own test locks the admin out. */
  let adminToken: string;

  async function startProcess(): Promise<{ base: string; child: ChildProcess }> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-process-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...LIMITS_OFF,
        ...bucket.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    });
    return { base: `http://127.0.0.1:${port}`, child };
  }

  beforeAll(async () => {
    const database = await throwawayPostgresDatabase();
    cleanups.push(database.drop);
    databaseUrl = database.url;
    bucket = await startTestBucket();
    cleanups.push(() => bucket.destroy());
    // Both spawned before either is waited for: they start together on the empty database.
    const [a, b] = [await startProcess(), await startProcess()];
    await Promise.all([healthy(a.base, a.child), healthy(b.base, b.child)]);
    bases = [a.base, b.base];
    const signedIn = await signIn(bases[0], TEST_ADMIN.password);
    adminToken = ((await signedIn.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function query<T>(text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const signIn = (base: string, password: string) =>
    fetch(`${base}/api/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password }),
    });

  it('both came up on the empty database; migrations, the first admin and the seed happened once', async () => {
    const [counts] = await query<{ admins: number; banners: number; coupons: number }>(
      `select (select count(*) from admins)::int as admins, (select count(*) from banners)::int as banners,
              (select count(*) from coupons)::int as coupons`,
    );
    expect(counts).toEqual({ admins: 1, banners: 1, coupons: 1 });
  });

  it('a token signed in on one process works on the other', async () => {
    const answer = await signIn(bases[0], TEST_ADMIN.password);
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    const onB = await fetch(`${bases[1]}/api/admin/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(onB.status).toBe(200);
  });

  it('an image uploaded through one process is served by the other', async () => {
    const token = adminToken;
    const form = multipart([
      {
        name: 'file',
        filename: 'photo.png',
        contentType: 'image/png',
        data: await pngOf(640, 480),
      },
    ]);
    const uploaded = await fetch(`${bases[0]}/api/image/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { name } = ((await uploaded.json()) as { data: { name: string } }).data;
    const served = await fetch(`${bases[1]}/api/public/image/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals((await bucket.object(name)).body)).toBe(
      true,
    );
  });

  it('the sign-in limit counts failures on both processes together', async () => {
    // 10 failed attempts per address and email in 15 minutes: five on each process.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(bases[attempt % 2] as string, `wrong-${attempt}`)).status).toBe(401);
    }
    for (const base of bases) {
      const refused = await signIn(base, 'wrong-again');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('50 parallel orders for the last 5 units, split across the processes, sell exactly 5', async () => {
    // Staff count the shelf through the inventory (a recount to 5), so the ledger keeps adding up.
    const [product] = await query<{ id: number; price: number; variant: number; quantity: number }>(
      `select p.id, p.discounted_price / 100 as price, v.id as variant, v.quantity
       from products p join product_variants v on v.product_id = p.id
       where (select count(*) from product_variants o where o.product_id = p.id) = 1
       order by p.id limit 1`,
    );
    if (!product) throw new Error('the demo shop has no product with one variant');
    const recount = await fetch(`${bases[1]}/api/admin/inventory/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        variantId: product.variant,
        delta: 5 - product.quantity,
        reason: 'recount',
      }),
    });
    expect(recount.status).toBe(200);
    const price = Number(product.price);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${bases[index % 2]}/api/shipping/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            shippingInfo: { ...TEST_SHIPPING_INFO, phone: `0300${String(1000000 + index)}` },
            cartItems: [{ id: product.id, quantity: 1 }],
            totalPrice: price,
            deliveryFee: price > 2999 ? 0 : DELIVERY_FEE_RUPEES,
            grandTotal: price + (price > 2999 ? 0 : DELIVERY_FEE_RUPEES),
          }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const [stock] = await query<{ quantity: number; sold: number }>(
      `select quantity, (select count(*)::int from order_lines where product_id = ${product.id}) as sold
       from products where id = ${product.id}`,
    );
    expect(stock).toEqual({ quantity: 0, sold: 5 });
  });
});
