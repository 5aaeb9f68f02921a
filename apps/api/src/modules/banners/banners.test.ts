import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/app';
import { postMultipart } from '../../test/multipart';

describe('banners', () => {
  const t = setUpTestApp();
  const addBanner = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/banner/add', headers: t.auth, payload });
  let first: string;
  let second: string;

  beforeAll(async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#834F37' },
    })
      .png()
      .toBuffer();
    [first, second] = await Promise.all([t.app.images.store(png), t.app.images.store(png)]);
  });

  it('lists no banners on a fresh shop', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/banner/get' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ banners: [] });
  });

  it('adds a banner from JSON (also JSON-encoded) and lists it publicly', async () => {
    const added = await addBanner({ image: JSON.stringify([first]) });
    expect(added.statusCode).toBe(201);
    const { banner } = added.json<{ banner: { id: number } }>();
    expect(added.json()).toEqual({ banner: { id: banner.id, image: first } });

    const list = await t.app.inject({ method: 'GET', url: '/api/banner/get' });
    expect(list.json()).toEqual({ banners: [{ id: banner.id, image: first }] });
  });

  it('updates a banner from multipart form fields', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/banner/get' });
    const id = list.json<{ banners: { id: number }[] }>().banners[0]?.id as number;
    const updated = await postMultipart(
      t.app,
      '/api/banner/update',
      [
        { name: 'id', value: String(id) },
        { name: 'image', value: second },
      ],
      t.auth,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ banner: { id, image: second } });
  });

  it('refuses an image that is not in the image store with 400 naming image', async () => {
    const missing = await addBanner({ image: '99999999-9999-4999-8999-999999999999.webp' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'image: Image 99999999-9999-4999-8999-999999999999.webp has not been uploaded',
      fieldErrors: { image: expect.any(String) },
    });

    const traversal = await addBanner({ image: '../../etc/passwd' });
    expect(traversal.statusCode).toBe(400);

    const empty = await addBanner({ image: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'image: Image is required' });
  });

  it('answers 404 for unknown ids on update and delete, and deletes', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/banner/update',
      headers: t.auth,
      payload: { id: 999999, image: first },
    });
    expect(unknown.statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: '/api/banner/get' });
    const id = list.json<{ banners: { id: number }[] }>().banners[0]?.id as number;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/banner/delete/${id}`,
      headers: t.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/banner/delete/${id}`,
      headers: t.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('requires a token to change banners', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/banner/add',
      payload: { image: first },
    });
    expect(response.statusCode).toBe(401);
  });
});
