/**
 * Every route registered in the guarded scope (collected by its onRoute hook, so new admin routes are
 * covered without touching this file) must refuse requests without a valid admin token.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth';

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signed(options: {
  secret?: Uint8Array;
  alg?: string;
  issuedAt?: number;
  expiresAt?: number;
}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'admin@test.local' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.secret ?? key);
}

describe('the admin guard', () => {
  let t: TestApp;
  let badHeaders: [string, Record<string, string>][];

  beforeAll(async () => {
    t = await createTestApp();
    const now = Math.floor(Date.now() / 1000);
    const valid = (await adminAuthHeader(t.app)).authorization.slice('Bearer '.length);
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const tampered = `${header}.${base64url({ ...claims, sub: '2', email: 'x@y.z' })}.${signature}`;
    const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    badHeaders = [
      ['no token', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
      ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
      ['the token without a scheme', { authorization: valid }],
      [
        'an expired token',
        { authorization: `Bearer ${await signed({ issuedAt: now - 7200, expiresAt: now - 60 })}` },
      ],
      ['a tampered token', { authorization: `Bearer ${tampered}` }],
      ['an alg:none token', { authorization: `Bearer ${algNone}` }],
      [
        'a token signed with another secret',
        {
          authorization: `Bearer ${await signed({ secret: new TextEncoder().encode('x'.repeat(48)) })}`,
        },
      ],
      ['an HS512 token', { authorization: `Bearer ${await signed({ alg: 'HS512' })}` }],
      [
        'a token living longer than 12 hours',
        {
          authorization: `Bearer ${await signed({ issuedAt: now - 13 * 3600, expiresAt: now + 3600 })}`,
        },
      ],
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows the admin routes', () => {
    const routes = t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/image/upload-image',
        'POST /api/products/create',
        'POST /api/products/update/:id',
        'DELETE /api/products/delete/:id',
        'GET /api/admin-auth/me',
      ]),
    );
  });

  it('refuses every admin route without a valid token', async () => {
    const failures: string[] = [];
    for (const route of t.app.guardedRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [label, headers] of badHeaders) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        const body = response.json<Record<string, unknown>>();
        if (
          response.statusCode !== 401 ||
          typeof body.message !== 'string' ||
          Object.keys(body).length !== 1
        ) {
          failures.push(`${route.method} ${route.url} with ${label}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a valid token through', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin-auth/me',
      headers: await adminAuthHeader(t.app),
    });
    expect(response.statusCode).toBe(200);
  });

  it('says when a session has expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin-auth/me',
      headers: {
        authorization: `Bearer ${await signed({ issuedAt: now - 7200, expiresAt: now - 60 })}`,
      },
    });
    expect(response.json()).toEqual({
      message: 'Your session has expired, please sign in again',
    });
  });
});
