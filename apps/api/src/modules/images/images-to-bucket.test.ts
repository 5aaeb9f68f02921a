/**
 * `npm run admin -- images-to-s3`: the real command (src/admin-cli.ts in its own process) copies a
 * disk's images into a real S3-compatible server (s3rver), and a second run copies none.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '../../plugins/image-storage';
import { createImageStore } from '../../plugins/images';
import { createTestApp, TEST_JWT_SECRET } from '../../test/app';
import { runAdminCli } from '../../test/admin-cli';
import { pngOf } from '../../test/images';
import { closedPort, startTestBucket, type TestBucket } from '../../test/test-bucket';
import { copyImagesToBucket } from './images-to-bucket';

const PREFIX = 'moved/';
const silentLog = { warn: () => undefined };

/** The bucket as the command sees it (s3rver's one key). */
function s3Storage(endpoint: string, timeoutSeconds: number) {
  return createImageStorage(
    {
      dataDir: '/nonexistent',
      s3: {
        bucket: 'shop-images',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: PREFIX,
        timeoutMs: timeoutSeconds * 1000,
      },
    },
    silentLog,
  );
}

describe('copying the images on the disk to the bucket', () => {
  let bucket: TestBucket;
  let dataDir: string;
  let env: Record<string, string>;
  let names: string[];
  beforeAll(async () => {
    bucket = await startTestBucket();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-move-'));
    env = { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...bucket.env, S3_PREFIX: PREFIX };
    // A shop that kept its images on the disk: two images with their small copies, and two files
    // that are not images (a temporary file a crash left behind, a note).
    const disk = await createImageStorage({ dataDir, s3: undefined }, silentLog);
    const store = createImageStore(disk);
    names = [await store.store(await pngOf(900, 600)), await store.store(await pngOf(300, 300))];
    await writeFile(path.join(dataDir, 'images', `${names[0]}.0a1b.partial`), 'half');
    await writeFile(path.join(dataDir, 'images', 'notes.txt'), 'not an image');
  });
  afterAll(async () => {
    await bucket?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every image and small copy once, and a second run copies none', async () => {
    const first = await runAdminCli(['images-to-s3'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      'Copied 4 files; 0 were in the bucket already; 2 other files left alone.',
    );
    const files = (await readdir(path.join(dataDir, 'images'))).filter((file) =>
      file.endsWith('.webp'),
    );
    expect(files).toHaveLength(4);
    expect(await bucket.keys()).toEqual(files.map((file) => PREFIX + file).sort());
    for (const file of files) {
      const copy = await bucket.object(PREFIX + file);
      expect(copy.body.equals(await readFile(path.join(dataDir, 'images', file)))).toBe(true);
      expect(copy.contentType).toBe('image/webp');
    }

    const second = await runAdminCli(['images-to-s3'], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      'Copied 0 files; 4 were in the bucket already; 2 other files left alone.',
    );
    // The disk keeps its files: they are the way back.
    expect(await readdir(path.join(dataDir, 'images'))).toHaveLength(6);
  });

  it('leaves a shop on the bucket serving the images it had on the disk', async () => {
    const t = await createTestApp({ env: { ...bucket.env, S3_PREFIX: PREFIX } });
    try {
      for (const name of names) {
        const served = await t.app.inject({ method: 'GET', url: `/api/public/image/${name}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(await readFile(path.join(dataDir, 'images', name)))).toBe(
          true,
        );
      }
    } finally {
      await t.close();
    }
  });

  it('has nothing to copy from a shop that never stored an image, and makes no folder', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'shop-move-empty-'));
    const storage = await s3Storage(bucket.endpoint, 2);
    try {
      expect(await copyImagesToBucket(empty, storage)).toEqual({
        copied: 0,
        alreadyThere: 0,
        leftAlone: 0,
      });
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await storage.close();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('says what to set when S3_BUCKET is not set', async () => {
    const run = await runAdminCli(['images-to-s3'], {
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Set S3_BUCKET and its keys');
  });

  it('stops with 503 when the bucket does not answer', async () => {
    const down = await s3Storage(`http://127.0.0.1:${await closedPort()}`, 1);
    try {
      await expect(copyImagesToBucket(dataDir, down)).rejects.toMatchObject({
        statusCode: 503,
        message: 'Images cannot be reached right now; try again in a moment',
      });
    } finally {
      await down.close();
    }
  });
});
