import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build's precompressed copies: tiny stand-ins the test recognises.
    await writeFile(path.join(webDist, 'assets', 'app-def456.js'), 'x'.repeat(4000));
    await writeFile(
      path.join(webDist, 'assets', 'app-def456.js.br'),
      brotliCompressSync('made by the build: br'),
    );
    await writeFile(
      path.join(webDist, 'assets', 'app-def456.js.gz'),
      gzipSync('made by the build: gzip'),
    );
    await writeFile(path.join(webDist, 'favicon.ico'), 'icon');
    t = await createTestApp({ deps: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    "sends the build's %s copy of a file when the browser accepts it",
    async (encoding, decode) => {
      const response = await get('/assets/app-def456.js', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The copy the build made, not one compressed now (which would decode to the 4,000 x's).
      expect(decode(response.rawPayload).toString()).toBe(`made by the build: ${encoding}`);
      const plain = await get('/assets/app-def456.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('x'.repeat(4000));
    },
  );

  it('serves other files without the long cache', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/products', '/contact-us', '/v1/products/detail'])(
    'answers the browser route %s with index.html and its own head',
    async (url) => {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<title>[^<]*Zewar &amp; Bags<\/title>/);
    },
  );

  it('keeps JSON 404s under /api even for browsers', async () => {
    const response = await get('/api/nothing-here', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });

  it('answers a missing asset that is not a page with 404', async () => {
    const response = await get('/assets/missing.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const response = await get('/api/health');
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
