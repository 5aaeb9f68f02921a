/**
 * Redis for tests. The shared server (TEST_REDIS_URL, else 127.0.0.1:6379) is used under a key prefix of
 * each test's own, whose keys are deleted afterwards: never FLUSHALL, others use that server too. Tests
 * that stop or freeze Redis start a private redis-server on a free port instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { freePort } from './private-postgres';

// Tests read the environment directly: they are not the app, and they choose the Redis under test.
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestRedisKeys {
  /** Put before every key the app writes (AppDeps.redisKeyPrefix). */
  prefix: string;
  /** A connection of the test's own, to look at the keys. */
  redis: Redis;
  /** Deletes every key under the prefix and closes the connection. */
  close(): Promise<void>;
}

export async function testRedisKeys(): Promise<TestRedisKeys> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const prefix = `shop-test:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    redis,
    async close() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    },
  };
}

/** Where a test app counts its limits: the database, or the shared Redis under a prefix of its own. */
export interface LimitStore {
  env: Record<string, string>;
  deps: { redisKeyPrefix?: string };
  /** Every counter the store keeps, as 'rule:key' → hits (the test app's database for the database). */
  counters(db: Database): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** For tests run once with each store: `describe.each(LIMIT_STORES)`. */
export const LIMIT_STORES = ['the database', 'Redis'] as const;

export async function openLimitStore(store: (typeof LIMIT_STORES)[number]): Promise<LimitStore> {
  if (store === 'the database') {
    return {
      env: {},
      deps: {},
      async counters(db) {
        const rows = await db
          .select({ key: rateLimits.key, hits: rateLimits.hits })
          .from(rateLimits);
        return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
      },
      close: async () => undefined,
    };
  }
  const keys = await testRedisKeys();
  return {
    env: { REDIS_URL: TEST_REDIS_URL },
    deps: { redisKeyPrefix: keys.prefix },
    async counters() {
      const counted: Record<string, number> = {};
      let cursor = '0';
      do {
        const [next, found] = await keys.redis.scan(
          cursor,
          'MATCH',
          `${keys.prefix}*`,
          'COUNT',
          1000,
        );
        for (const key of found) {
          counted[key.slice(keys.prefix.length)] = Number(await keys.redis.hget(key, 'hits'));
        }
        cursor = next;
      } while (cursor !== '0');
      return counted;
    },
    close: () => keys.close(),
  };
}

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** Kills the server: every connection drops, as in a crash. It keeps nothing (no persistence). */
  stop(): Promise<void>;
  /** SIGSTOP: the server keeps its connections and answers nothing. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** A redis-server of the test's own on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  async function start() {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.quit();
        return;
      } catch (error) {
        probe.disconnect();
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url,
    start,
    stop,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    destroy: stop,
  };
}
