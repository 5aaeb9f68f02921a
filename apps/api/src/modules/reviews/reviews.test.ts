import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { insertTestProduct } from '../demo/test-fixtures';

interface ReviewBody {
  id: number;
  productId: number;
  comment: string;
  rating: number;
  createdAt: string;
}

describe('reviews', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuthHeader(t.app);
    productId = (await insertTestProduct(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reviews/create', payload });

  it('creates reviews without a token and lists a product’s reviews newest first', async () => {
    const first = await create({ productId, comment: '  Lovely finish.  ', rating: 5 });
    expect(first.statusCode).toBe(201);
    const { review } = first.json<{ review: ReviewBody }>();
    expect(review).toEqual({
      id: review.id,
      productId,
      comment: 'Lovely finish.',
      rating: 5,
      createdAt: expect.any(String),
    });
    const second = await create({ productId: String(productId), comment: 'Good', rating: 3 });
    expect(second.statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/get/${productId}` });
    expect(list.statusCode).toBe(200);
    const { reviews } = list.json<{ reviews: ReviewBody[] }>();
    expect(reviews.map((r) => r.comment)).toEqual(['Good', 'Lovely finish.']);
  });

  it('names the field for a bad rating or comment', async () => {
    const noRating = await create({ productId, comment: 'Nice' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json()).toMatchObject({ message: 'rating: Please provide a rating.' });

    const half = await create({ productId, comment: 'Nice', rating: 4.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ fieldErrors: { rating: expect.any(String) } });

    const zero = await create({ productId, comment: 'Nice', rating: 0 });
    expect(zero.json()).toMatchObject({ message: 'rating: Rating must be at least 1.' });

    const six = await create({ productId, comment: 'Nice', rating: 6 });
    expect(six.json()).toMatchObject({ message: 'rating: Rating must be at most 5.' });

    const empty = await create({ productId, comment: '   ', rating: 4 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'comment: Comment cannot be empty.' });

    const long = await create({ productId, comment: 'x'.repeat(2001), rating: 4 });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'comment: Comment must be at most 2000 characters.',
    });
  });

  it('answers 404 for an unknown product on create and list', async () => {
    const created = await create({ productId: 987654, comment: 'Hello', rating: 4 });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ message: 'Product not found.' });
    const list = await t.app.inject({ method: 'GET', url: '/api/reviews/get/987654' });
    expect(list.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/reviews/get/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every review for staff and deletes one, with 404 after', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/reviews/get', headers: auth });
    expect(list.statusCode).toBe(200);
    const { reviews } = list.json<{ reviews: ReviewBody[] }>();
    expect(reviews).toHaveLength(2);

    const url = `/api/reviews/delete-reviews/${reviews[0]?.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/get' })).statusCode).toBe(401);
  });
});
