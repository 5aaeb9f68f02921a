/**
 * The request log of a built app holds no tracking token (issue 23, finding 10), nor does a logged
 * failed query. Runs on PGlite and on PostgreSQL (the api-pglite and api-postgres projects).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { logSerializers, REDACTED, redactUrl } from './log-redaction';

const token = () => randomBytes(32).toString('hex');

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ deps: { logger: { level: 'info', stream } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the tracking page and the tracking API with the token redacted', async () => {
    const page = token();
    const api = token();
    const change = token();
    await t.app.inject({ method: 'GET', url: `/order/${page}` });
    await t.app.inject({ method: 'GET', url: `/api/orders/track/${api}?from=mail` });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/track/${change}`,
      payload: { status: 'cancelled' },
    });

    const log = lines.join('\n');
    for (const secret of [page, api, change]) expect(log).not.toContain(secret);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string; method?: string } })
      .flatMap((entry) => (entry.req?.url ? [`${entry.req.method} ${entry.req.url}`] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        `GET /order/${REDACTED}`,
        `GET /api/orders/track/${REDACTED}?from=mail`,
        `POST /api/orders/track/${REDACTED}`,
      ]),
    );
  });

  it('keeps every other URL as it was', async () => {
    await t.app.inject({ method: 'GET', url: '/api/products/get?page=2' });
    expect(lines.join('\n')).toContain('"url":"/api/products/get?page=2"');
  });
});

describe('redaction', () => {
  it('redacts only the token segment of the two tracking paths', () => {
    const secret = token();
    expect(redactUrl(`/order/${secret}`)).toBe(`/order/${REDACTED}`);
    expect(redactUrl(`/order/${secret}/`)).toBe(`/order/${REDACTED}/`);
    expect(redactUrl(`/api/orders/track/${secret}#x`)).toBe(`/api/orders/track/${REDACTED}#x`);
    expect(redactUrl('/api/couriers/trax/webhook/trax-secret-0123456789abcdef')).toBe(
      `/api/couriers/trax/webhook/${REDACTED}`,
    );
    expect(redactUrl('/orders')).toBe('/orders');
    expect(redactUrl('/product/12')).toBe('/product/12');
  });

  it('logs a failed query without its parameters or a token in its message', () => {
    const secret = token();
    const failed = new DrizzleQueryError(
      'select * from orders where tracking_token = $1',
      [secret, '03001234567'],
      new Error(`connection lost while reading ${secret}`),
    );
    const logged = JSON.stringify(logSerializers.err(failed));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('03001234567');
    expect(logged).toContain('select * from orders where tracking_token = $1');
    expect(logged).toContain(REDACTED);
  });

  it('takes an error logged as text, redacting a token in it', () => {
    const secret = token();
    const text = `SMTP refused /order/${secret}` as unknown as Error;
    expect(logSerializers.err(text)).toBe(`SMTP refused /order/${REDACTED}`);
  });
});
