/**
 * The connection to the shop's Redis (REDIS_URL), where the rate limits are counted when it is set
 * (decision 0007). It is opened at start, so a wrong address or password stops the start with one line
 * naming REDIS_URL. Afterwards nothing waits on Redis for long: a command that gets no answer within
 * REDIS_TIMEOUT_MS fails, and while the connection is down commands fail at once (no offline queue)
 * while the client reconnects in the background.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A limit check takes well under a millisecond; a Redis this slow is as good as down. */
const REDIS_TIMEOUT_MS = 1000;
/** The longest pause between two attempts to reconnect. */
const RECONNECT_MAX_MS = 2000;
/** A Redis that is down fails every reconnect attempt; one warning in this long is enough to see it. */
const WARN_EVERY_MS = 10_000;

/** The address without its password, for messages and logs. */
function redisLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const location = redisLocation(url);
  const redis = new Redis(url, {
    lazyConnect: true,
    // How the shop's connections show in CLIENT LIST on a shared Redis.
    connectionName: 'shop',
    // The scripts need nothing of RESP3 (ioredis 6's default); RESP2 is spoken by every Redis and
    // Redis-compatible server, older ones and managed proxies included.
    protocol: 2,
    connectTimeout: REDIS_TIMEOUT_MS * 2,
    commandTimeout: REDIS_TIMEOUT_MS,
    // Commands fail at once while the connection is down, sent ones included, rather than wait for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
  });
  let started = false;
  let lastError: Error | undefined;
  let lastWarning = 0;
  // Without a listener, ioredis prints every failed reconnect to the console.
  redis.on('error', (error: Error) => {
    lastError = error;
    // Before the start is done, the start's own error tells it.
    if (!started) return;
    const now = Date.now();
    if (now - lastWarning >= WARN_EVERY_MS) {
      lastWarning = now;
      log.warn({ err: error, location }, 'Redis does not answer; limited requests answer 503');
    }
  });
  try {
    await redis.connect();
    started = true;
  } catch (error) {
    redis.disconnect();
    // ioredis rejects with 'Connection is closed'; the error before it says why.
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`REDIS_URL: cannot connect to Redis at ${location} (${reason})`, {
      cause: error,
    });
  }
  redis.on('ready', () => {
    if (lastWarning !== 0) log.info({ location }, 'Redis answers again');
    lastWarning = 0;
  });
  return redis;
}

/** Lets go of the connection: politely when it is up, at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection went away while closing.
    }
  }
  redis.disconnect();
}
