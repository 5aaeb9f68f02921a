/**
 * Limits counted in Redis (REDIS_URL, decision 0007) as the server lives with it: two app instances
 * share one count; a Redis that cannot be reached stops the start; one that goes down or freezes later
 * makes limited requests answer 503 with Retry-After quickly, and the shop counts again once it is back.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app';
import { freePort } from '../../test/private-postgres';
import {
  hasRedisServer,
  startPrivateRedis,
  TEST_REDIS_URL,
  testRedisKeys,
  type PrivateRedis,
  type TestRedisKeys,
} from '../../test/redis';
import { LOGIN_RULES } from '../admin-auth/login-limits';
import { LIMITS_UNAVAILABLE } from './rate-limits.redis-repository';

const login = (t: TestApp, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin-auth/login',
    payload: { email: TEST_ADMIN.email, password },
    remoteAddress: '10.7.0.1',
  });

describe('two app instances on one Redis', () => {
  let keys: TestRedisKeys;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    keys = await testRedisKeys();
    const options = { env: { REDIS_URL: TEST_REDIS_URL }, deps: { redisKeyPrefix: keys.prefix } };
    [first, second] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await keys?.close();
  });

  it('share the sign-in limit: failures on either count together', async () => {
    for (let index = 0; index < LOGIN_RULES.pair.max; index += 1) {
      const answer = await login(index % 2 === 0 ? first : second, 'guess');
      expect(answer.statusCode).toBe(401);
    }
    expect((await login(first, 'guess')).statusCode).toBe(429);
    const refused = await login(second, TEST_ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(
      await keys.redis.hget(`${keys.prefix}login:pair:10.7.0.1|${TEST_ADMIN.email}`, 'hits'),
    ).toBe('10');
  });
});

describe('a Redis that cannot be reached at start', () => {
  it('stops the start with a line naming REDIS_URL, without the password', async () => {
    const port = await freePort();
    const started = createTestApp({ env: { REDIS_URL: `redis://:hunter2@127.0.0.1:${port}/3` } });
    await expect(started).rejects.toThrow(
      new RegExp(
        `^REDIS_URL: cannot connect to Redis at redis://127\\.0\\.0\\.1:${port}/3 \\(.*ECONNREFUSED`,
      ),
    );
    await expect(started).rejects.not.toThrow(/hunter2/);
  });
});

describe.runIf(hasRedisServer)('when Redis goes away', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp({
      env: { REDIS_URL: redis.url, LIMIT_CONTACTS_PER_ADDRESS: '1000/h' },
    });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    await redis?.destroy();
  });

  const contact = async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: { name: 'Ayesha', email: 'a@b.pk', phone: '03001234567', message: 'Hello' },
    });
    return { response, ms: Date.now() - started };
  };
  const countsAgain = async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await contact()).response.statusCode === 201) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  const expectUnavailable = (answer: Awaited<ReturnType<typeof contact>>) => {
    expect(answer.response.statusCode).toBe(503);
    expect(answer.response.headers['retry-after']).toBe('5');
    expect(answer.response.json()).toEqual({ message: LIMITS_UNAVAILABLE });
  };

  it('answers limited requests 503 with Retry-After while it is down, not unlimited', async () => {
    expect((await contact()).response.statusCode).toBe(201);
    await redis.stop();
    try {
      const answer = await contact();
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(1000);
      // A sign-in is refused too, the right password included: no guess goes uncounted.
      expect((await login(t, TEST_ADMIN.password)).statusCode).toBe(503);
      // What is not limited still answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await redis.start();
    }
    expect(await countsAgain()).toBe(true);
  });

  it('answers within the command timeout while it is frozen, and counts once it thaws', async () => {
    redis.freeze();
    try {
      const answer = await contact();
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(3000);
    } finally {
      redis.thaw();
    }
    expect(await countsAgain()).toBe(true);
  });

  it('lets go of its connection when the app closes', async () => {
    const named = async () => {
      const probe = new Redis(redis.url);
      const clients = await probe.client('LIST');
      await probe.quit();
      return String(clients)
        .split('\n')
        .filter((line) => line.includes('name=shop ')).length;
    };
    expect(await named()).toBe(1);
    closed = true;
    await t.close();
    expect(await named()).toBe(0);
  });
});
