/**
 * The two stores of the rate limits count alike: the same cases, with the same fixed clock, against the
 * database and against the real Redis.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testRedisKeys, type TestRedisKeys } from '../../test/redis';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';
import { createRedisRateLimitsRepository } from './rate-limits.redis-repository';

const NOW = 1_800_000_000_000;
const WINDOW = 15 * 60 * 1000;

describe.each(['the database', 'Redis'] as const)('rate limits counted in %s', (store) => {
  let t: TestApp;
  let keys: TestRedisKeys | undefined;
  let limits: RateLimitsRepository;
  beforeAll(async () => {
    t = await createTestApp();
    if (store === 'Redis') {
      keys = await testRedisKeys();
      limits = createRedisRateLimitsRepository(keys.redis, t.app.log, keys.prefix);
    } else {
      limits = createRateLimitsRepository(t.db);
    }
  });
  afterAll(async () => {
    await keys?.close();
    await t.close();
  });

  const newKey = () => `test:${randomUUID()}`;

  it('counts the first hit as 1 and opens a window from the caller’s clock', async () => {
    expect(await limits.hit(newKey(), WINDOW, NOW)).toEqual({ hits: 1, resetAt: NOW + WINDOW });
  });

  it('counts further hits in the window, keeping its end, and each key apart', async () => {
    const key = newKey();
    await limits.hit(key, WINDOW, NOW);
    expect(await limits.hit(key, WINDOW, NOW + 1000)).toEqual({ hits: 2, resetAt: NOW + WINDOW });
    expect(await limits.hit(key, WINDOW, NOW + WINDOW - 1)).toEqual({
      hits: 3,
      resetAt: NOW + WINDOW,
    });
    expect((await limits.hit(newKey(), WINDOW, NOW + 1000)).hits).toBe(1);
  });

  it('starts again at 1 when the window has ended', async () => {
    const key = newKey();
    await limits.hit(key, WINDOW, NOW);
    await limits.hit(key, WINDOW, NOW);
    expect(await limits.hit(key, WINDOW, NOW + WINDOW)).toEqual({
      hits: 1,
      resetAt: NOW + 2 * WINDOW,
    });
  });

  it('takes hits back while the window lasts, never below 0', async () => {
    const key = newKey();
    await limits.hit(key, WINDOW, NOW);
    await limits.hit(key, WINDOW, NOW);
    await limits.undo(key, NOW + 1);
    expect((await limits.hit(key, WINDOW, NOW + 2)).hits).toBe(2);
    for (let index = 0; index < 4; index += 1) await limits.undo(key, NOW + 3);
    expect((await limits.hit(key, WINDOW, NOW + 4)).hits).toBe(1);
    // Once the window has ended there is nothing to take back.
    await limits.undo(key, NOW + WINDOW);
    expect((await limits.hit(key, WINDOW, NOW + 5)).hits).toBe(2);
    await limits.undo(newKey(), NOW);
  });

  it('reads a window’s hits without counting, and nothing once it has ended', async () => {
    const key = newKey();
    expect(await limits.peek(key, NOW)).toBeNull();
    await limits.hit(key, WINDOW, NOW);
    await limits.hit(key, WINDOW, NOW);
    expect(await limits.peek(key, NOW + 1)).toEqual({ hits: 2, resetAt: NOW + WINDOW });
    expect(await limits.peek(key, NOW + 1)).toEqual({ hits: 2, resetAt: NOW + WINDOW });
    expect(await limits.peek(key, NOW + WINDOW)).toBeNull();
  });

  it('forgets a key on reset', async () => {
    const key = newKey();
    for (let index = 0; index < 3; index += 1) await limits.hit(key, WINDOW, NOW);
    await limits.reset(key);
    expect(await limits.hit(key, WINDOW, NOW + 1000)).toEqual({
      hits: 1,
      resetAt: NOW + 1000 + WINDOW,
    });
  });

  it('counts 100 parallel hits once each', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => limits.hit(key, WINDOW, NOW)),
    );
    expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(new Set(answers.map((answer) => answer.resetAt))).toEqual(new Set([NOW + WINDOW]));
  });

  it.runIf(store === 'Redis')(
    'keeps each counter under the prefix, and Redis forgets it when its window ends',
    async () => {
      const redis = keys?.redis;
      const key = newKey();
      await limits.hit(key, 60_000, Date.now());
      const ttl = await redis?.pttl(`${keys?.prefix}${key}`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await limits.hit(key, 60_000, Date.now());
      expect(await redis?.pttl(`${keys?.prefix}${key}`)).toBeLessThanOrEqual(ttl ?? 0);
      expect(await limits.purgeExpired(Date.now())).toBe(0);
    },
  );

  it.runIf(store === 'the database')('purges the counters of ended windows', async () => {
    const key = newKey();
    await limits.hit(key, WINDOW, NOW);
    expect(await limits.purgeExpired(NOW + WINDOW + 1)).toBeGreaterThanOrEqual(1);
    expect(await limits.hit(key, WINDOW, NOW)).toEqual({ hits: 1, resetAt: NOW + WINDOW });
  });
});
