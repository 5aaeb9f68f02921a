/**
 * The same fixed-window counters as rate-limits.repository.ts, kept in Redis (REDIS_URL) instead of the
 * database: a hash per key with `hits` and `reset` (when the window ends, ms since the epoch). Each
 * operation is one Lua script, which Redis runs whole before any other command, so parallel requests
 * and several server processes count every hit exactly once. Times come from the caller's clock, as in
 * the database; Redis's own clock only decides when it forgets a window (PEXPIRE for the window's
 * length), so purgeExpired has nothing to do.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { AppError } from '../../plugins/errors';
import type { Hit, RateLimitsRepository } from './rate-limits.repository';

/** Keys are `shop:limit:<rule>:<key>`, so the shop can share a Redis with other applications. */
const REDIS_KEY_PREFIX = 'shop:limit:';

/**
 * KEYS[1] the counter; ARGV now, the end of a new window, its length, the hits to add. Returns
 * { hits, reset }.
 */
const HIT = `
local reset = redis.call('HGET', KEYS[1], 'reset')
local amount = tonumber(ARGV[4])
if reset and tonumber(reset) > tonumber(ARGV[1]) then
  return { redis.call('HINCRBY', KEYS[1], 'hits', amount), reset }
end
redis.call('HSET', KEYS[1], 'hits', amount, 'reset', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return { amount, ARGV[2] }
`;

/** KEYS[1] the counter; ARGV now, the hits to take back while the window lasts (never below 0). */
const UNDO = `
local counter = redis.call('HMGET', KEYS[1], 'hits', 'reset')
local hits, reset = tonumber(counter[1]), tonumber(counter[2])
if hits and reset and reset > tonumber(ARGV[1]) and hits > 0 then
  redis.call('HSET', KEYS[1], 'hits', math.max(hits - tonumber(ARGV[2]), 0))
end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    shopLimitHit(
      key: string,
      now: string,
      windowEnd: string,
      windowMs: string,
      amount: string,
    ): Result<[number, string], Context>;
    shopLimitUndo(key: string, now: string, amount: string): Result<number, Context>;
  }
}

/** Seconds a client is asked to wait while Redis does not answer, as when the database does not. */
const RETRY_AFTER_SECONDS = 5;
export const LIMITS_UNAVAILABLE =
  'The shop cannot check this request right now. Please try again in a moment.';
const WARN_EVERY_MS = 10_000;

export function createRedisRateLimitsRepository(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string = REDIS_KEY_PREFIX,
): RateLimitsRepository {
  // EVALSHA, falling back to EVAL once when Redis does not know the script yet (after a restart).
  redis.defineCommand('shopLimitHit', { numberOfKeys: 1, lua: HIT });
  redis.defineCommand('shopLimitUndo', { numberOfKeys: 1, lua: UNDO });

  let lastWarning = 0;
  /**
   * A limited request cannot be let through uncounted (a sign-in guess, a fake cash-on-delivery
   * order), so while Redis is down or slow it answers 503 with Retry-After, as it would were the
   * database down (decision 0007).
   */
  async function counted<T>(action: string, command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      const now = Date.now();
      if (now - lastWarning >= WARN_EVERY_MS) {
        lastWarning = now;
        log.warn({ err: error }, `Redis failed to ${action} a rate limit`);
      }
      throw AppError.retryLater('unavailable', LIMITS_UNAVAILABLE, RETRY_AFTER_SECONDS);
    }
  }

  return {
    async hit(key: string, windowMs: number, now: number, amount = 1): Promise<Hit> {
      const [hits, resetAt] = await counted('count', () =>
        redis.shopLimitHit(
          prefix + key,
          String(now),
          String(now + windowMs),
          String(windowMs),
          String(amount),
        ),
      );
      return { hits, resetAt: Number(resetAt) };
    },

    async peek(key: string, now: number): Promise<Hit | null> {
      const [hits, resetAt] = await counted('read', () =>
        redis.hmget(prefix + key, 'hits', 'reset'),
      );
      if (hits === null || resetAt === null || Number(resetAt) <= now) return null;
      return { hits: Number(hits), resetAt: Number(resetAt) };
    },

    async undo(key: string, now: number, amount = 1): Promise<void> {
      await counted('take back', () =>
        redis.shopLimitUndo(prefix + key, String(now), String(amount)),
      );
    },

    async reset(key: string): Promise<void> {
      await counted('reset', () => redis.del(prefix + key));
    },

    /** Redis forgets each window when it ends (PEXPIRE). */
    async purgeExpired(): Promise<number> {
      return 0;
    },
  };
}
