import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { hugePngHeader, pngOf, SVG } from '../../test/images';
import { postMultipart } from '../../test/multipart';

describe('images', () => {
  const t = setUpTestApp();
  /** Without S3_BUCKET the images are files in DATA_DIR/images. */
  const imagesDir = () => path.join(t.config.dataDir, 'images');

  const upload = (data: Buffer, contentType = 'image/png', filename = 'photo.png') =>
    postMultipart(
      t.app,
      '/api/image/upload-image',
      [{ name: 'file', filename, contentType, data }],
      t.auth,
    );

  it('re-encodes a PNG to WebP with the longest side at most 800 px and serves it', async () => {
    const response = await upload(await pngOf(1600, 900));
    expect(response.statusCode).toBe(200);
    const { name } = response.json<{ data: { name: string } }>().data;
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: `/api/public/image/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 450 });
  });

  it('tags an image with its name as ETag and answers 304 to a client that has it', async () => {
    const { name } = (await upload(await pngOf(200, 100))).json<{ data: { name: string } }>().data;
    const small = name.replace('.webp', '-400.webp');
    for (const file of [name, small]) {
      const first = await t.app.inject({ method: 'GET', url: `/api/public/image/${file}` });
      expect(first.headers.etag).toBe(`"${file}"`);
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/public/image/${file}`,
        headers: { 'if-none-match': `"other", ${String(first.headers.etag)}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/public/image/jwt-secret',
      headers: { 'if-none-match': '*' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a small copy, 400 px wide, beside each image', async () => {
    const { name } = (await upload(await pngOf(1600, 900))).json<{ data: { name: string } }>().data;
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/public/image/${name.replace('.webp', '-400.webp')}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 225,
    });
  });

  it('makes the small copy of an image stored before small copies existed, once', async () => {
    const { name } = (await upload(await pngOf(1000, 1000))).json<{ data: { name: string } }>()
      .data;
    const small = name.replace('.webp', '-400.webp');
    await unlink(path.join(imagesDir(), small));

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: `/api/public/image/${small}` }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    }
    const files = await readdir(imagesDir());
    expect(files.filter((file) => file.startsWith(small))).toEqual([small]);
  });

  it('has no small copy of an image it does not have, and does not accept one as an image', async () => {
    const small = '00000000-0000-4000-8000-000000000000-400.webp';
    const served = await t.app.inject({ method: 'GET', url: `/api/public/image/${small}` });
    expect(served.statusCode).toBe(404);
    const { name } = (await upload(await pngOf(300, 300))).json<{ data: { name: string } }>().data;
    expect(await t.app.images.exists(name)).toBe(true);
    expect(await t.app.images.exists(name.replace('.webp', '-400.webp'))).toBe(false);
  });

  it('does not enlarge a small image', async () => {
    const response = await upload(await pngOf(120, 80));
    const { name } = response.json<{ data: { name: string } }>().data;
    const served = await t.app.inject({ method: 'GET', url: `/api/public/image/${name}` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });
    const small = await t.app.inject({
      method: 'GET',
      url: `/api/public/image/${name.replace('.webp', '-400.webp')}`,
    });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(Buffer.alloc(11 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is larger than 10 MB' });
  });

  it('refuses a text file with 415', async () => {
    const response = await upload(Buffer.from('just some text\n'), 'image/png', 'notes.png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not an image/);
  });

  it('refuses an SVG with 415', async () => {
    const response = await upload(SVG, 'image/svg+xml', 'logo.svg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not an image/);
  });

  it('refuses an image with too many pixels with 400', async () => {
    const response = await upload(hugePngHeader(60_000, 60_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The image has too many pixels (at most 40 megapixels)',
    });
  });

  it('asks for the file field', async () => {
    const response = await postMultipart(
      t.app,
      '/api/image/upload-image',
      [{ name: 'other', value: 'x' }],
      t.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^(file|other): /);
  });

  it('stores nothing for a refused upload', async () => {
    const before = await readdir(imagesDir());
    await upload(SVG, 'image/svg+xml', 'logo.svg');
    expect(await readdir(imagesDir())).toEqual(before);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2Fjwt-secret',
    '%2E%2E%2Fjwt-secret',
    '..\\jwt-secret',
    'jwt-secret',
    '00000000-0000-0000-0000-000000000000.webp',
  ])('answers 404 JSON for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/public/image/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a NUL byte in the name with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/image/00000000-0000-0000-0000-000000000000.webp%00.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldRefusal('file', 'Must not contain the NUL character'));
  });

  it('does not follow ../ in the path to files outside the store', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/image/../../jwt-secret',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(t.config.jwtSecret);
  });
});
