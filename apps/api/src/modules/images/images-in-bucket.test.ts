/**
 * Images in an S3 bucket (S3_BUCKET): the real app against a real S3-compatible server (s3rver) that
 * the test starts, stops and replaces with one that never answers.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { pngOf } from '../../test/images';
import { postMultipart } from '../../test/multipart';
import { closedPort, silentServer, startTestBucket, type TestBucket } from '../../test/test-bucket';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PREFIX = 'shop/images/';

function uploadWith(t: TestApp, auth: { authorization: string }, data: Buffer) {
  return postMultipart(
    t.app,
    '/api/image/upload-image',
    [{ name: 'file', filename: 'photo.png', contentType: 'image/png', data }],
    auth,
  );
}

function createProductWith(t: TestApp, auth: { authorization: string }, image: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products/create',
    headers: auth,
    payload: {
      title: 'Silver Ring',
      description: 'A plain silver ring',
      price: 2500,
      quantity: 3,
      type: 'Jewelry',
      sub_type: 'Rings',
      images: [image],
      imageColors: ['silver'],
      addOns: [],
    },
  });
}

async function productCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe('images in an S3 bucket', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp({ env: { ...bucket.env, S3_PREFIX: PREFIX, S3_TIMEOUT_SECONDS: '2' } });
    auth = await adminAuthHeader(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.destroy();
  });

  const upload = (data: Buffer) => uploadWith(t, auth, data);
  const get = (file: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/public/image/${file}`, headers });

  it('stores an upload and its small copy in the bucket, nothing on the disk, and serves both', async () => {
    const response = await upload(await pngOf(1600, 900));
    expect(response.statusCode).toBe(200);
    const { name } = response.json<{ data: { name: string } }>().data;
    const small = name.replace('.webp', '-400.webp');

    expect(await bucket.keys()).toEqual(expect.arrayContaining([PREFIX + name, PREFIX + small]));
    const stored = await bucket.object(PREFIX + name);
    expect(stored.contentType).toBe('image/webp');
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'webp', width: 800 });
    expect(await readdir(path.join(t.config.dataDir, 'images')).catch(() => [])).toEqual([]);

    for (const [file, width] of [
      [name, 800],
      [small, 400],
    ] as const) {
      const served = await get(file);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers.etag).toBe(`"${file}"`);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      const again = await get(file, { 'if-none-match': String(served.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    expect(await t.app.images.exists(name)).toBe(true);
  });

  it('makes the small copy of an image that lacks one and keeps it in the bucket', async () => {
    const { name } = (await upload(await pngOf(1000, 1000))).json<{ data: { name: string } }>()
      .data;
    const small = name.replace('.webp', '-400.webp');
    await bucket.remove(PREFIX + small);
    expect(await bucket.has(PREFIX + small)).toBe(false);

    const answers = await Promise.all(Array.from({ length: 5 }, () => get(small)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    }
    const kept = await bucket.object(PREFIX + small);
    expect(await sharp(kept.body).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('answers 404 for an image the bucket does not have, and lets no product point at one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000.webp';
    expect((await get(missing)).statusCode).toBe(404);
    expect((await get(missing.replace('.webp', '-400.webp'))).statusCode).toBe(404);
    expect(await t.app.images.exists(missing)).toBe(false);
    const refused = await createProductWith(t, auth, missing);
    expect(refused.statusCode).toBe(400);
    const { name } = (await upload(await pngOf(300, 300))).json<{ data: { name: string } }>().data;
    expect((await createProductWith(t, auth, name)).statusCode).toBe(201);
  });

  it('checks a products file against one listing of the bucket, not a request per image', async () => {
    const { name } = (await upload(await pngOf(120, 120))).json<{ data: { name: string } }>().data;
    const heading =
      'id,title,description,type,sub_type,price,discounted_price,show_price,top_featured,quantity,quantity_at_export,images,colours,add_ons';
    const rows = Array.from({ length: 300 }, (_, index) => {
      const image = index === 0 ? name : `${randomUUID()}.webp`;
      return `,Tote ${index},Canvas,Bags,,1800,,,,5,,${image},,\r\n`;
    });
    const before = bucket.requests.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=true',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: `${heading}\r\n${rows.join('')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, errorCount: 299 });
    const requests = bucket.requests.slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^GET \/shop-images\/?\?.*list-type=2.*prefix=shop%2Fimages%2F/);
  });

  it('answers 503 with Retry-After while the bucket is down, and stores nothing half', async () => {
    const { name } = (await upload(await pngOf(300, 200))).json<{ data: { name: string } }>().data;
    const before = await productCount(t);
    const keysBefore = await bucket.keys();
    await bucket.stop();
    try {
      const served = await get(name);
      expect(served.statusCode).toBe(503);
      expect(served.headers['retry-after']).toBe('5');
      expect(served.json()).toEqual({
        message: 'Images cannot be reached right now; try again in a moment',
      });
      expect(served.headers['cache-control']).toBeUndefined();

      const uploaded = await upload(await pngOf(300, 200));
      expect(uploaded.statusCode).toBe(503);
      expect(uploaded.json().message).toMatch(/Images cannot be reached/);

      const product = await createProductWith(t, auth, name);
      expect(product.statusCode).toBe(503);
      expect(await productCount(t)).toBe(before);

      // A client that already has the image is still answered: the name alone says it is current.
      expect((await get(name, { 'if-none-match': `"${name}"` })).statusCode).toBe(304);
    } finally {
      await bucket.restart();
    }
    expect(await bucket.keys()).toEqual(keysBefore);
    expect((await get(name)).statusCode).toBe(200);
  });
});

describe('a bucket that does not answer', () => {
  it('lets the shop start, and answers image requests with 503 within S3_TIMEOUT_SECONDS', async () => {
    const silent = await silentServer();
    const startedAt = Date.now();
    const t = await createTestApp({
      env: {
        S3_BUCKET: 'shop-images',
        S3_ENDPOINT: silent.endpoint,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_TIMEOUT_SECONDS: '1',
      },
    });
    try {
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      const auth = await adminAuthHeader(t.app);
      const asked = Date.now();
      const served = await t.app.inject({
        method: 'GET',
        url: '/api/public/image/00000000-0000-4000-8000-000000000000-400.webp',
      });
      expect(served.statusCode).toBe(503);
      expect(Date.now() - asked).toBeLessThan(3000);
      expect((await uploadWith(t, auth, await pngOf(100, 100))).statusCode).toBe(503);
    } finally {
      await t.close();
      await silent.close();
    }
  });

  it('answers 503 when nobody listens where the bucket should be', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: 'shop-images',
        S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_TIMEOUT_SECONDS: '1',
      },
    });
    try {
      const served = await t.app.inject({
        method: 'GET',
        url: '/api/public/image/00000000-0000-4000-8000-000000000000.webp',
      });
      expect(served.statusCode).toBe(503);
      expect(served.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });
});

describe('settings that cannot reach a bucket', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(async () => {
    await bucket?.destroy();
  });

  it('stops the start with one clear line for a bucket that does not exist', async () => {
    await expect(
      createTestApp({ env: { ...bucket.env, S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow('S3_BUCKET: the bucket no-such-bucket does not exist');
  });

  it('stops the start with one clear line for keys the bucket refuses', async () => {
    await expect(
      createTestApp({ env: { ...bucket.env, S3_ACCESS_KEY_ID: 'not-a-known-key' } }),
    ).rejects.toThrow(
      'S3_BUCKET: the bucket shop-images refuses S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (403)',
    );
  });
});
