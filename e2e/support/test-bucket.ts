/**
 * An S3-compatible server for the browser tests (s3rver: pure JavaScript, objects in a temporary
 * folder) on a free loopback port, with one bucket. It can be stopped (the bucket is then down) and
 * started again on the same port with the same objects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'shop-images';

export interface TestBucket {
  /** The settings that point the shop at this bucket (s3rver's one key). */
  env: Record<string, string>;
  /** Whether the bucket holds an object (s3rver answers requests without a signature). */
  has(key: string): Promise<boolean>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-e2e-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
  let server = serve(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async has(key) {
      return (await fetch(`${endpoint}/${BUCKET}/${key}`, { method: 'HEAD' })).ok;
    },
    stop,
    async restart() {
      await stop();
      server = serve(port);
      await server.run();
      running = true;
    },
    async destroy() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
