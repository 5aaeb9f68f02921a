import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PATH_PARAMETER_MAX_LENGTH } from './app';
import { createTestApp, setUpTestAppWithoutSignIn } from './test/app';

describe('the app shell', () => {
  const t = setUpTestAppWithoutSignIn();

  const asJson = { 'content-type': 'application/json' };
  for (const { name, headers, payload, status, body } of [
    {
      name: 'answers malformed JSON with 400 {message}',
      headers: asJson,
      payload: '{"email": "a@b.c", ',
      status: 400,
      body: { message: 'The request body is not valid JSON' },
    },
    {
      name: 'answers a body over the limit with 413',
      headers: asJson,
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      body: { message: 'The request body is too large' },
    },
    {
      name: 'names the field in a validation error and lists fieldErrors',
      payload: { email: 'not-an-email', password: '' },
      status: 400,
      body: {
        message: 'email: Enter a valid email',
        fieldErrors: { email: 'Enter a valid email', password: 'Password is required' },
      },
    },
    {
      name: 'rejects unknown body fields',
      payload: { email: 'a@b.co', password: 'x', role: 'owner' },
      status: 400,
      body: { message: 'role: Unknown field', fieldErrors: { role: 'Unknown field' } },
    },
  ]) {
    it(name, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin-auth/login',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    });
  }

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });
  });

  it('answers a path parameter over the router’s limit with {message} only, echoing nothing', async () => {
    const long = `x${'7'.repeat(PATH_PARAMETER_MAX_LENGTH)}`;
    for (const url of [
      `/api/orders/track/${long}`,
      `/api/products/get/${long}`,
      `/api/reviews/get/${long}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(414);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'A part of the address is too long' });
      expect(response.body).not.toContain(long);
    }
  });

  it('leaves a path parameter too long for its route, in letters written with several characters, to its route: a 400 naming it', async () => {
    // 'Ṱ̺' and 'ہے': a letter and its marks, as a fuzzer's or a shopper's text has them.
    const long = encodeURIComponent('Ṱ̺̺o͞ ہے'.repeat(20));
    for (const [url, field] of [
      [`/api/orders/track/${long}`, 'token'],
      [`/api/public/image/${long}`, 'file'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors), url).toEqual([
        field,
      ]);
    }
  });

  it('answers a path parameter that is not valid percent-encoding with {message} only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/track/abc%E0%A4%Azzz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid' });
    expect(response.body).not.toContain('zzz');
  });

  it('echoes no long path in a JSON 404', async () => {
    const long = 'y'.repeat(3000);
    const response = await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${long}/more` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(long);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Route GET \/api\/no-such-thing\/y+… not found$/,
    );
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/admin-auth/login');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 Internal server error without details', async () => {
    const t = await createTestApp();
    try {
      // The database going away mid-life is the realistic unexpected error.
      await t.app.database.close();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin-auth/login',
        payload: { email: 'admin@test.local', password: 'whatever-it-is' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      expect(response.body).not.toMatch(/at |stack|pglite|closed/i);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('TRUST_PROXY on a listener others can reach (issue #23)', () => {
  /** The warn-level lines the app logs while it starts with `env`. */
  const startWarnings = async (env: Record<string, string>) => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const t = await createTestApp({ env, deps: { logger: { level: 'warn', stream } } });
    await t.close();
    return lines.filter((line) => line.level === 40).map((line) => line.msg);
  };

  it('warns at start when it believes any hop on 0.0.0.0, recommending the address form', async () => {
    const warnings = await startWarnings({ TRUST_PROXY: '1', HOST: '0.0.0.0' });
    expect(warnings).toContainEqual(
      expect.stringMatching(/^TRUST_PROXY=1 believes X-Forwarded-For/),
    );
    expect(warnings.join('\n')).toContain('TRUST_PROXY=127.0.0.1');
  });

  it('says nothing when the proxy is named by its address', async () => {
    const warnings = await startWarnings({ TRUST_PROXY: '127.0.0.1', HOST: '0.0.0.0' });
    expect(warnings.filter((line) => line.startsWith('TRUST_PROXY='))).toEqual([]);
  });
});
