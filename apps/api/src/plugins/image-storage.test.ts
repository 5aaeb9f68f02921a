/**
 * The two image storages keep the same promises (put, get as a stream, exists, delete): the disk in a
 * temporary DATA_DIR, and a real S3-compatible server (s3rver) with a prefix.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../test/test-bucket';
import { createImageStorage, type ImageStorage } from './image-storage';
import { createS3ImageStorage } from './image-storage-s3';

const NAME = '0b6c3f7e-2a4d-4c1b-9f3e-1d2c3b4a5e6f.webp';
const silentLog = { warn: () => undefined };

interface Subject {
  storage: ImageStorage;
  /** Where the object of a name is, seen from outside the storage. */
  placeOf(name: string): string;
  /** Every object the storage holds, seen from outside it. */
  places(): Promise<string[]>;
}

let dataDir: string;
let bucket: TestBucket;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  bucket = await startTestBucket();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await bucket?.destroy();
});

const bucketSettings = (prefix: string) => ({
  bucket: bucket.env.S3_BUCKET as string,
  endpoint: bucket.endpoint,
  region: 'us-east-1',
  accessKeyId: bucket.env.S3_ACCESS_KEY_ID as string,
  secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY as string,
  forcePathStyle: true,
  prefix,
  timeoutMs: 2000,
});

const subjects: [string, () => Promise<Subject>][] = [
  [
    'on the disk',
    async () => ({
      storage: await createImageStorage({ dataDir, s3: undefined }, silentLog),
      placeOf: (name) => name,
      places: () => readdir(path.join(dataDir, 'images')),
    }),
  ],
  [
    'in an S3 bucket',
    async () => ({
      storage: await createImageStorage({ dataDir, s3: bucketSettings('shop/') }, silentLog),
      placeOf: (name) => `shop/${name}`,
      places: () => bucket.keys(),
    }),
  ],
];

describe.each(subjects)('image storage %s', (_where, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(async () => {
    await subject?.storage.close();
  });

  it('stores bytes given whole or as a stream and reads them back as a stream with their size', async () => {
    const { storage } = subject;
    await storage.put(NAME, Buffer.from('first bytes'));
    expect(await storage.exists(NAME)).toBe(true);
    const first = await storage.get(NAME);
    expect(first?.size).toBe(11);
    expect((await buffer(first?.body as Readable)).toString()).toBe('first bytes');

    const bytes = Buffer.alloc(300_000, 7);
    await storage.put(NAME, {
      body: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      size: bytes.length,
    });
    const second = await storage.get(NAME);
    expect(second?.size).toBe(bytes.length);
    expect((await buffer(second?.body as Readable)).equals(bytes)).toBe(true);
    expect(await subject.places()).toContain(subject.placeOf(NAME));
  });

  it('deletes an object, and deleting it again is no error', async () => {
    const { storage } = subject;
    await storage.put(NAME, Buffer.from('to delete'));
    await storage.delete(NAME);
    expect(await storage.exists(NAME)).toBe(false);
    expect(await storage.get(NAME)).toBeNull();
    await storage.delete(NAME);
    expect(await subject.places()).not.toContain(subject.placeOf(NAME));
  });

  it('lists the name of every object it holds, and nothing else', async () => {
    const names = ['a', 'b', 'c'].map((letter) => NAME.replace(/^0/, letter));
    for (const name of names) await subject.storage.put(name, Buffer.from(name));
    const listed = [];
    for await (const name of subject.storage.list()) listed.push(name);
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(listed.map((name) => subject.placeOf(name)).sort()).toEqual(
      (await subject.places()).sort(),
    );
    for (const name of names) await subject.storage.delete(name);
  });

  it('has nothing under a name it was never given', async () => {
    const other = '00000000-0000-4000-8000-000000000000-400.webp';
    expect(await subject.storage.exists(other)).toBe(false);
    expect(await subject.storage.get(other)).toBeNull();
  });
});

describe('image storage on the disk', () => {
  it('refuses a name that would leave its folder', async () => {
    const storage = await createImageStorage({ dataDir, s3: undefined }, silentLog);
    for (const name of ['../jwt-secret', 'a/b.webp', '.hidden']) {
      await expect(storage.get(name)).rejects.toThrow('Not an object name');
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow('Not an object name');
    }
  });
});

describe('image storage in an S3 bucket', () => {
  it('lists its prefix a page at a time, and nothing outside it', async () => {
    const paged = await createS3ImageStorage(bucketSettings('paged/'), silentLog, {
      listPageSize: 2,
    });
    const other = await createS3ImageStorage(bucketSettings('other/'), silentLog);
    try {
      const names = ['1', '2', '3', '4', '5'].map((digit) => NAME.replace(/^0/, digit));
      for (const name of names) await paged.put(name, Buffer.from(name));
      await other.put(NAME, Buffer.from('not in paged/'));

      const before = bucket.requests.length;
      const listed = [];
      for await (const name of paged.list()) listed.push(name);
      expect(listed.sort()).toEqual(names);
      const requests = bucket.requests.slice(before);
      expect(requests).toHaveLength(3);
      for (const request of requests)
        expect(request).toMatch(/^GET \/shop-images\/?\?.*list-type=2/);
    } finally {
      await paged.close();
      await other.close();
    }
  });
});
