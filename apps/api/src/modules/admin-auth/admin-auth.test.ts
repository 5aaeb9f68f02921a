import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, TEST_ADMIN, type TestApp } from '../../test/app';
import { verifyPassword } from './password';
import { createAdminRepository } from './admin-auth.repository';
import { createAdmin, DEFAULT_ADMIN_EMAIL, resetAdminPassword } from './admin-auth.service';
import { createLoginRateLimiter, MAX_FAILURES, WINDOW_MS } from './login-rate-limiter';

const INVALID = { message: 'Invalid email or password' };

describe('POST /api/admin-auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
    for (let index = 0; index < MAX_FAILURES; index += 1) {
      expect((await login(attempt, '10.0.0.99')).statusCode).toBe(401);
    }
    const blocked = await login(attempt, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    // Even the right password waits: the limiter answers before the password is checked.
    expect((await login(TEST_ADMIN, '10.0.0.99')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(TEST_ADMIN, '10.0.0.100')).statusCode).toBe(200);
  });
});

describe('login rate limiter', () => {
  it('forgets failures once they leave the 15-minute window', () => {
    let now = 1_000_000;
    const limiter = createLoginRateLimiter(() => now);
    for (let index = 0; index < MAX_FAILURES; index += 1) limiter.fail('k');
    expect(limiter.retryAfter('k')).toBe(WINDOW_MS);
    now += WINDOW_MS - 1;
    expect(limiter.retryAfter('k')).toBe(1);
    now += 1;
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('resets a pair on success', () => {
    const limiter = createLoginRateLimiter();
    for (let index = 0; index < MAX_FAILURES; index += 1) limiter.fail('k');
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('keeps a bounded number of pairs', () => {
    const limiter = createLoginRateLimiter();
    for (let index = 0; index < MAX_FAILURES; index += 1) limiter.fail('first');
    for (let index = 0; index < 10_050; index += 1) limiter.fail(`flood-${index}`);
    // The oldest pair was evicted to make room.
    expect(limiter.retryAfter('first')).toBe(0);
  });
});

describe('admin accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
