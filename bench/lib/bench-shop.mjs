/**
 * The shop as the benchmarks run it: the built server in its own process, on a fresh PGlite DATA_DIR
 * without demo data, filled with N varied products through the admin API.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ADMIN = { email: 'bench@shop.test', password: 'bench-password-123' };
const SUB_TYPES = [
  'Earrings',
  'Rings',
  'Pendants',
  'Anklets',
  'Matha Pati',
  'Bindiya',
  'Bangles',
  'Bracelets',
];
const STYLES = [
  'Kundan',
  'Polki',
  'Meenakari',
  'Oxidised',
  'Pearl',
  'Emerald',
  'Ruby',
  'Zircon',
  'Temple',
  'Bridal',
];
const FINISHES = ['gold', 'silver', 'rose gold', 'antique', 'matte', 'two tone'];
const BAGS = ['tote', 'clutch', 'crossbody', 'shoulder bag', 'potli', 'backpack'];
const MATERIALS = ['leather', 'velvet', 'embroidered', 'jute', 'beaded', 'canvas'];

/**
 * The command line's `--name value` pairs, and the server to measure (`--server`, by default this
 * checkout's build); exits when that server is not built.
 */
export function benchArgs() {
  const args = new Map(
    process.argv
      .slice(2)
      .flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1]]] : [])),
  );
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const serverEntry = args.get('server') ?? join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry)) {
    console.error(`No server at ${serverEntry}: npm run build -w @shop/api`);
    process.exit(2);
  }
  return { args, serverEntry };
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not become healthy');
}

/**
 * Starts the built server (with the demo shop when `demo`, and `env`'s settings on top); `stop()` ends
 * it and removes its data, unless a `dataDir` was given (the caller's, kept for a restart).
 */
export async function startShop(
  serverEntry,
  { demo = false, dataDir: givenDataDir, env = {} } = {},
) {
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: String(demo),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base);
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The product with this index: jewelry and bags with words a shopper would search for. */
export function benchProduct(index, image) {
  const bag = index % 5 === 0;
  const style = STYLES[index % STYLES.length];
  const finish = FINISHES[Math.floor(index / 7) % FINISHES.length];
  const title = bag
    ? `${MATERIALS[index % MATERIALS.length]} ${BAGS[Math.floor(index / 3) % BAGS.length]} ${index}`
    : `${style} ${SUB_TYPES[index % SUB_TYPES.length].toLowerCase()} in ${finish} ${index}`;
  return {
    title,
    description: `Handmade in Lahore (${index}). ${style} work in ${finish}, for every day and for weddings alike.`,
    price: 500 + ((index * 37) % 200) * 50,
    quantity: 20,
    type: bag ? 'Bags' : 'Jewelry',
    // One in fifty is a best seller: the home page's section has products at every size.
    top_featured: index % 50 === 0 ? 'Active' : 'Inactive',
    sub_type: bag ? null : SUB_TYPES[index % SUB_TYPES.length],
    images: [image],
    imageColors: [finish],
  };
}

/** Signs in, uploads one picture and creates `count` products, a few at a time. */
export async function seedProducts(base, count) {
  const login = await fetch(`${base}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#834F37' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'bench.png');
  const upload = await fetch(`${base}/api/image/upload-image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const image = (await upload.json()).data.name;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const response = await fetch(`${base}/api/products/create`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(benchProduct(index, image)),
      });
      if (response.status !== 201)
        throw new Error(`create: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
