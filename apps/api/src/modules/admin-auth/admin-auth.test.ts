import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  adminAuthHeader,
  createTestApp,
  setUpTestAppWithoutSignIn,
  TEST_ADMIN,
} from '../../test/app';
import { verifyPassword } from './password';
import { createAdminRepository } from './admin-auth.repository';
import { createAdmin, DEFAULT_ADMIN_EMAIL, resetAdminPassword } from './admin-auth.service';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema/admins';
import { LOGIN_RULES, LOGIN_WINDOW_MS } from './login-limits';
import { LIMIT_STORES, openLimitStore } from '../../test/redis';
import { setUpForTests } from '../../test/set-up-for-tests';

const INVALID = { message: 'Invalid email or password' };

describe('POST /api/admin-auth/login', () => {
  const t = setUpTestAppWithoutSignIn();

  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin-auth/login', payload, remoteAddress });

  it('signs in with the right password and returns a token and the user, never the hash', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: number; email: string } }>();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({ id: expect.any(Number), email: TEST_ADMIN.email });
    expect(response.body).not.toMatch(/argon2|password/i);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin-auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });
  });

  it('treats the email case-insensitively', async () => {
    const response = await login({ ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await login({ email: TEST_ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@test.local', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('spends comparable time on an unknown email and on a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'not-the-password' }, '10.9.9.9');
      return performance.now() - started;
    };
    await time('warm-up@test.local');
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      wrong.push(await time(TEST_ADMIN.email));
      unknown.push(await time(`ghost-${round}@test.local`));
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[1] ?? 0;
    // Both run one argon2id verification (tens of ms); a skipped hash would be ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it('validates the body with the sign-in schema', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'email: Email is required',
      fieldErrors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('answers 429 after 10 failures for one address and email, and only for that pair', async () => {
    const attempt = { email: TEST_ADMIN.email, password: 'guess' };
    for (let index = 0; index < LOGIN_RULES.pair.max; index += 1) {
      expect((await login(attempt, '10.0.0.99')).statusCode).toBe(401);
    }
    const blocked = await login(attempt, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the limiter answers before the password is checked.
    expect((await login(TEST_ADMIN, '10.0.0.99')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(TEST_ADMIN, '10.0.0.100')).statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them: 100 at once get at most 10 answers of 401', async () => {
    const attempt = { email: TEST_ADMIN.email, password: 'parallel-guess' };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(attempt, '10.0.1.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RULES.pair.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - LOGIN_RULES.pair.max);
  });

  it('keeps a locked pair locked however many other e-mails are tried', async () => {
    const attempt = { email: TEST_ADMIN.email, password: 'guess' };
    for (let index = 0; index <= LOGIN_RULES.pair.max; index += 1) await login(attempt, '10.0.2.1');
    // More e-mails than the address rule's 30: the counters live in the database or Redis, where no
    // number of other keys pushes one out (an in-memory table with a size cap would).
    for (let index = 0; index < 40; index += 1) {
      await login({ email: `flood-${index}@test.local`, password: 'x' }, `10.0.3.${index}`);
    }
    expect((await login(TEST_ADMIN, '10.0.2.1')).statusCode).toBe(429);
    // 50 sign-ins, each an argon2 verification (19 MiB, 2 passes): more than the default 30 s on a
    // busy machine.
  }, 90_000);

  it('limits one address over every e-mail it tries', async () => {
    for (let index = 0; index < LOGIN_RULES.address.max; index += 1) {
      const answer = await login({ email: `spray-${index}@test.local`, password: 'x' }, '10.0.4.1');
      expect(answer.statusCode).toBe(401);
    }
    const next = await login({ email: 'spray-last@test.local', password: 'x' }, '10.0.4.1');
    expect(next.statusCode).toBe(429);
  });
});

describe('sign-in limits per e-mail, over time and behind a proxy', () => {
  let now = Date.UTC(2026, 0, 1);
  const t = setUpTestAppWithoutSignIn({
    env: { TRUST_PROXY: '127.0.0.1' },
    deps: { now: () => now },
  });
  const login = (payload: object, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin-auth/login',
      payload,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('tells clients behind a trusted proxy apart by X-Forwarded-For', async () => {
    const attempt = { email: TEST_ADMIN.email, password: 'guess' };
    for (let index = 0; index <= LOGIN_RULES.pair.max; index += 1)
      await login(attempt, '203.0.113.7');
    expect((await login(TEST_ADMIN, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, '198.51.100.20')).statusCode).toBe(200);
  });

  it('lets a locked pair try again once the window has passed', async () => {
    expect((await login(TEST_ADMIN, '203.0.113.7')).statusCode).toBe(429);
    now += LOGIN_WINDOW_MS;
    expect((await login(TEST_ADMIN, '203.0.113.7')).statusCode).toBe(200);
  });

  it('limits one e-mail over every address that tries it, never a right password from an address without failures', async () => {
    now += LOGIN_WINDOW_MS;
    const attempt = { email: TEST_ADMIN.email, password: 'distributed-guess' };
    for (let index = 0; index < LOGIN_RULES.email.max; index += 1) {
      expect((await login(attempt, `10.1.0.${index}`)).statusCode).toBe(401);
    }
    // Each further address gets one guess, and after it not even the right password.
    expect((await login(attempt, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, '10.1.0.7')).statusCode).toBe(429);
    // Staff at an address that has not failed still sign in.
    expect((await login(TEST_ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    now += LOGIN_WINDOW_MS;
    const attempt = { email: TEST_ADMIN.email, password: 'guess' };
    for (let index = 0; index <= LOGIN_RULES.pair.max; index += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin-auth/login',
        payload: attempt,
        remoteAddress: '10.3.0.1',
        headers: { 'x-forwarded-for': `10.4.0.${index}` },
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/admin-auth/login',
      payload: TEST_ADMIN,
      remoteAddress: '10.3.0.1',
      headers: { 'x-forwarded-for': '10.4.0.200' },
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe.each(LIMIT_STORES)('sign-in limits under attack, counted in %s', (storeName) => {
  const store = setUpForTests(() => openLimitStore(storeName));
  const t = setUpTestAppWithoutSignIn(() => ({ deps: store.deps, env: store.env }));
  const login = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin-auth/login', payload, remoteAddress });
  /**
   * Sends `count` attempts, `batch` at a time, and answers the count of each status. Attempts that
   * reach the password check go one by one: 30 argon2 checks at once on a busy machine stall the
   * event loop past Redis's command timeout.
   */
  const attempts = async (
    count: number,
    attempt: (index: number) => Promise<{ statusCode: number }>,
    batch = 1,
  ) => {
    const statuses: Record<number, number> = {};
    for (let start = 0; start < count; start += batch) {
      const sent = Array.from({ length: Math.min(batch, count - start) }, (_, offset) =>
        attempt(start + offset),
      );
      for (const { statusCode } of await Promise.all(sent))
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    }
    return statuses;
  };

  it('lets the right password in from another address after 1,000 wrong ones from one', async () => {
    const guess = { email: TEST_ADMIN.email, password: 'brute-force' };
    const first = await attempts(LOGIN_RULES.pair.max, () => login(guess, '10.8.0.1'));
    expect(first).toEqual({ 401: LOGIN_RULES.pair.max });
    const counted = await store.counters(t.db);

    const rest = await attempts(1000 - LOGIN_RULES.pair.max, () => login(guess, '10.8.0.1'), 50);
    expect(rest).toEqual({ 429: 1000 - LOGIN_RULES.pair.max });
    // The refused attempts counted nothing: no row added, no hit on any rule.
    expect(await store.counters(t.db)).toEqual(counted);

    expect((await login(TEST_ADMIN, '10.8.0.2')).statusCode).toBe(200);
  });

  it('writes no counter for attempts refused by the address rule, whatever e-mails they name', async () => {
    const spray = (index: number) =>
      login({ email: `spray-${index}@test.local`, password: 'x' }, '10.8.1.1');
    expect(await attempts(LOGIN_RULES.address.max, spray)).toEqual({
      401: LOGIN_RULES.address.max,
    });
    const counted = await store.counters(t.db);
    expect(await attempts(300, (index) => spray(1000 + index), 50)).toEqual({ 429: 300 });
    expect(await store.counters(t.db)).toEqual(counted);
  });
});

describe('admin tokens', () => {
  const t = setUpTestAppWithoutSignIn();
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin-auth/me', headers: { authorization } });

  it('stop working when their admin changes password', async () => {
    await createAdmin(t.db, 'rotate@test.local', 'first-password');
    const { authorization } = await adminAuthHeader(t.app, {
      email: 'rotate@test.local',
      password: 'first-password',
    });
    expect((await me(authorization)).statusCode).toBe(200);
    await resetAdminPassword(t.db, 'rotate@test.local', 'second-password');
    const refused = await me(authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Your session has ended, please sign in again' });
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/products/coupon/create',
      headers: { authorization },
      payload: { coupon_code: 'FREE100', discount: 100 },
    });
    expect(coupon.statusCode).toBe(401);
  });

  it('are refused when they name an admin that does not exist', async () => {
    const forged = await t.app.tokens.sign({
      id: 999_999,
      email: 'ghost@test.local',
      tokenVersion: 1,
    });
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('are refused once their admin is deleted', async () => {
    await createAdmin(t.db, 'leaver@test.local', 'leaver-password');
    const { authorization } = await adminAuthHeader(t.app, {
      email: 'leaver@test.local',
      password: 'leaver-password',
    });
    await t.db.delete(admins).where(eq(admins.email, 'leaver@test.local'));
    expect((await me(authorization)).statusCode).toBe(401);
  });
});

describe('admin accounts', () => {
  const t = setUpTestAppWithoutSignIn();

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const admin = await createAdminRepository(t.db).findByEmail(TEST_ADMIN.email);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=2,p=1\$/);
    const memory = Number(/m=(\d+)/.exec(admin?.passwordHash ?? '')?.[1]);
    expect(memory).toBeGreaterThanOrEqual(19456);
  });

  it('creates an admin with a generated password that signs in', async () => {
    const result = await createAdmin(t.db, 'Second@Test.local');
    expect(result.email).toBe('second@test.local');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await adminAuthHeader(t.app, {
      email: 'second@test.local',
      password: result.generatedPassword ?? '',
    });
  });

  it('refuses a second admin with the same email', async () => {
    await expect(createAdmin(t.db, TEST_ADMIN.email, 'another-password')).rejects.toMatchObject({
      kind: 'conflict',
    });
  });

  it('refuses a short password', async () => {
    await expect(createAdmin(t.db, 'short@test.local', 'short')).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('resets a password; the old one stops working', async () => {
    await createAdmin(t.db, 'reset@test.local', 'first-password');
    const result = await resetAdminPassword(t.db, 'reset@test.local', 'second-password');
    expect(result.generatedPassword).toBeUndefined();
    const admin = await createAdminRepository(t.db).findByEmail('reset@test.local');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'second-password')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'first-password')).toBe(false);
  });

  it('reports an unknown admin on reset', async () => {
    await expect(resetAdminPassword(t.db, 'nobody@test.local')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('the first admin', () => {
  it('is created with a generated password printed once in the log when none is configured', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({
      env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
      deps: { logger: { level: 'info', stream } },
    });
    try {
      const line = lines.find((entry) => entry.includes('generated password'));
      expect(line).toBeDefined();
      const password = /generated password (\S+)/.exec(line ?? '')?.[1] ?? '';
      expect(password).toHaveLength(24);
      await adminAuthHeader(t.app, { email: DEFAULT_ADMIN_EMAIL, password });
    } finally {
      await t.close();
    }
  });
});
