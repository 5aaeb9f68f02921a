/**
 * A real S3-compatible server for the tests (s3rver, pure JavaScript, objects in a temporary folder)
 * on a free loopback port, with one bucket, and an SDK client to look into it the way an operator
 * would. Also the two ways a bucket fails: nobody listening, and a server that accepts connections
 * and never answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The one access key s3rver knows (it refuses others, but does not check v4 signatures). */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  /** The settings that point the shop at this bucket. */
  env: Record<string, string>;
  endpoint: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Every request that reached the server so far (`GET /bucket?list-type=2 …`), in order. */
  requests: string[];
  object(key: string): Promise<{ body: Buffer; contentType: string | undefined }>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Stops the server (the bucket is then down); its objects stay until the folder is removed. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same objects. */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startTestBucket(bucket = 'shop-images'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  const requests: string[] = [];
  /** s3rver's own HTTP server, to hear every request that reaches it. */
  const listen = async (server: S3rver) => {
    const address = await server.run();
    (server as unknown as { httpServer: Server }).httpServer.on(
      'request',
      (request: { method?: string; url?: string }) =>
        requests.push(`${request.method ?? ''} ${request.url ?? ''}`),
    );
    return address;
  };
  let server = serve(0);
  const { port } = await listen(server);
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...KEYS },
    endpoint,
    requests,
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((entry) => entry.Key ?? '').sort();
    },
    async object(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return { body, contentType: answer.ContentType };
    },
    async has(key) {
      return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    stop,
    async restart() {
      await stop();
      server = serve(port);
      await listen(server);
      running = true;
    },
    async destroy() {
      await stop();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port nobody listens on: a bucket whose server is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word: a bucket that hangs. */
export async function silentServer(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
