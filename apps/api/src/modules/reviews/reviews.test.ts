import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { fieldRefusal } from '../../test/refusals';
import { insertTestProduct } from '../demo/test-fixtures';

interface ReviewBody {
  id: number;
  productId: number;
  comment: string;
  rating: number;
  createdAt: string;
  status: string;
}

interface AdminPage {
  items: ReviewBody[];
  total: number;
}

/** A web app of one page, so the product page (its head and JSON-LD) is served and cached. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Static</title></head>
  <body><div id="root"></div></body>
</html>`;

/** The test app on a fresh database, with the stand-in web app and any extra settings. */
async function appWithPages(env: Record<string, string> = {}, now?: () => number) {
  const webDist = await mkdtemp(path.join(tmpdir(), 'shop-reviews-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const t = await createTestApp({ env, deps: { webDist, ...(now ? { now } : {}) } });
  return {
    t,
    async close() {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

/** What the storefront states about a product: the reviews it lists, and its page's rating. */
function storefrontOf(t: TestApp, productId: number) {
  return {
    async listed(): Promise<string[]> {
      const response = await t.app.inject({ method: 'GET', url: `/api/reviews/get/${productId}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ reviews: ReviewBody[] }>().reviews.map((review) => review.comment);
    },
    async page(): Promise<{ etag: string; rating: unknown }> {
      const response = await t.app.inject({
        method: 'GET',
        url: `/product/${productId}`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body);
      const product = JSON.parse(json?.[1] ?? '{}') as { aggregateRating?: unknown };
      return { etag: String(response.headers.etag), rating: product.aggregateRating ?? null };
    },
  };
}

describe('reviews wait for staff by default', () => {
  let page: Awaited<ReturnType<typeof appWithPages>>;
  let t: TestApp;
  let auth: { authorization: string };
  let productId: number;

  beforeAll(async () => {
    page = await appWithPages();
    t = page.t;
    auth = await adminAuthHeader(t.app);
    productId = (await insertTestProduct(t.db)).id;
  });
  afterAll(async () => {
    await page.close();
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reviews/create', payload });
  const createFor = async (id: number, comment: string, rating: number) => {
    const response = await create({ productId: id, comment, rating });
    expect(response.statusCode).toBe(201);
    return response.json<{ review: ReviewBody }>().review;
  };
  const setStatus = (id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/status`,
      headers: auth,
      payload: payload as object,
    });
  const approve = async (id: number, status = 'approved') => {
    const response = await setStatus(id, { status });
    expect(response.statusCode).toBe(200);
    return response.json<{ review: ReviewBody }>().review;
  };
  const adminList = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reviews${query}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminPage>();
  };

  it('takes a review without a token and keeps it waiting, off the product page', async () => {
    const response = await create({ productId, comment: '  Lovely finish.  ', rating: 5 });
    expect(response.statusCode).toBe(201);
    const { review } = response.json<{ review: ReviewBody }>();
    expect(review).toEqual({
      id: review.id,
      productId,
      comment: 'Lovely finish.',
      rating: 5,
      createdAt: expect.any(String),
      status: 'pending',
    });
    expect(await storefrontOf(t, productId).listed()).toEqual([]);
    expect((await storefrontOf(t, productId).page()).rating).toBeNull();
  });

  it('lists and rates only approved reviews; approving and hiding change the cached page', async () => {
    const product = (await insertTestProduct(t.db, { title: 'Kundan ring' })).id;
    const storefront = storefrontOf(t, product);
    const five = await createFor(product, 'Sparkles', 5);
    const four = await createFor(product, 'Good', 4);
    const one = await createFor(product, 'Broke in a week', 1);
    const waiting = await storefront.page();
    expect(waiting.rating).toBeNull();

    expect(await approve(five.id)).toMatchObject({ id: five.id, status: 'approved' });
    await approve(four.id);
    expect(await storefront.listed()).toEqual(['Good', 'Sparkles']);
    const approved = await storefront.page();
    expect(approved.rating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(approved.etag).not.toBe(waiting.etag);

    await approve(four.id, 'hidden');
    expect(await storefront.listed()).toEqual(['Sparkles']);
    const hidden = await storefront.page();
    expect(hidden.rating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(hidden.etag).not.toBe(approved.etag);

    // Hidden then approved again, and the low one approved: all three shown reviews count.
    await approve(four.id);
    await approve(one.id);
    expect(await storefront.listed()).toEqual(['Broke in a week', 'Good', 'Sparkles']);
    expect((await storefront.page()).rating).toMatchObject({ ratingValue: 3.3, reviewCount: 3 });
  });

  it('deletes a review (spec), which leaves the page and its rating at once', async () => {
    const product = (await insertTestProduct(t.db, { title: 'Potli bag' })).id;
    const storefront = storefrontOf(t, product);
    const kept = await approve((await createFor(product, 'Roomy', 4)).id);
    const gone = await approve((await createFor(product, 'Too small', 2)).id);
    expect((await storefront.page()).rating).toMatchObject({ ratingValue: 3, reviewCount: 2 });

    const url = `/api/reviews/delete-reviews/${gone.id}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Review deleted.' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(404);
    expect(await storefront.listed()).toEqual([kept.comment]);
    expect((await storefront.page()).rating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });

  it('answers 404 for an unknown review and 400 naming the field for a bad status', async () => {
    const unknown = await setStatus(987654, { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Review not found.' });

    const review = await createFor(productId, 'Checked twice', 3);
    for (const payload of [{ status: 'pending' }, { status: 'shown' }, { status: 7 }, {}]) {
      const bad = await setStatus(review.id, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(fieldRefusal('status', 'Status must be approved or hidden'));
    }
    const extra = await setStatus(review.id, { status: 'approved', rating: 5 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ fieldErrors: { rating: 'Unknown field' } });
    expect((await setStatus('abc', { status: 'approved' })).statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/status`,
      headers: auth,
    });
    expect(noBody.statusCode).toBe(400);
    // Nothing changed: it still waits.
    const [stillWaiting] = (await adminList(`?q=Checked twice`)).items;
    expect(stillWaiting?.status).toBe('pending');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/status`,
      payload: { status: 'approved' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages the reviews for staff: all with the waiting first, or one status', async () => {
    const product = (await insertTestProduct(t.db, { title: 'Jhumka' })).id;
    const old = await approve((await createFor(product, 'Jhumka approved', 5)).id);
    const waiting = await createFor(product, 'Jhumka waiting', 4);
    const hidden = await approve((await createFor(product, 'Jhumka hidden', 1)).id, 'hidden');
    const newest = await approve((await createFor(product, 'Jhumka newest', 5)).id);

    const all = await adminList('?q=Jhumka');
    expect(all.items.map((review) => [review.comment, review.status])).toEqual([
      ['Jhumka waiting', 'pending'],
      ['Jhumka newest', 'approved'],
      ['Jhumka hidden', 'hidden'],
      ['Jhumka approved', 'approved'],
    ]);
    expect(all.total).toBe(4);
    const ids = async (query: string) => (await adminList(query)).items.map((r) => r.id);
    expect(await ids('?q=Jhumka&status=approved')).toEqual([newest.id, old.id]);
    expect(await ids('?q=Jhumka&status=hidden')).toEqual([hidden.id]);
    expect(await ids('?q=Jhumka&status=pending')).toEqual([waiting.id]);
    expect(await ids('?q=Jhumka&status=')).toHaveLength(4);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=deleted',
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { status: 'Status must be one of pending, approved, hidden' },
    });

    // The spec's whole list, for other clients: every review with its status, newest first.
    const spec = await t.app.inject({ method: 'GET', url: '/api/reviews/get', headers: auth });
    expect(spec.statusCode).toBe(200);
    const listed = spec.json<{ reviews: ReviewBody[] }>().reviews;
    expect(listed[0]).toMatchObject({ id: newest.id, status: 'approved' });
    expect(listed.find((review) => review.id === waiting.id)?.status).toBe('pending');
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/get' })).statusCode).toBe(401);
  });

  it('lists each review with its product’s title and picture, and counts those waiting', async () => {
    const waitingCount = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reviews/waiting',
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ waiting: number }>().waiting;
    };
    const before = await waitingCount();
    const product = (await insertTestProduct(t.db, { title: 'Kundan choker' })).id;
    const first = await createFor(product, 'Choker waiting', 5);
    await createFor(product, 'Choker waiting too', 4);
    expect(await waitingCount()).toBe(before + 2);
    await approve(first.id);
    expect(await waitingCount()).toBe(before + 1);

    const listed = await adminList('?q=Choker');
    expect(
      listed.items.map((review) => (review as unknown as { product: unknown }).product),
    ).toEqual([
      { title: 'Kundan choker', image: '11111111-1111-4111-8111-111111111111.webp' },
      { title: 'Kundan choker', image: '11111111-1111-4111-8111-111111111111.webp' },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/reviews/waiting' });
    expect(anonymous.statusCode).toBe(401);
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

    const status = await create({ productId, comment: 'Nice', rating: 5, status: 'approved' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ fieldErrors: { status: 'Unknown field' } });
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
});

describe('REVIEWS_AUTO_APPROVE=true', () => {
  let page: Awaited<ReturnType<typeof appWithPages>>;

  beforeAll(async () => {
    page = await appWithPages({ REVIEWS_AUTO_APPROVE: 'true' });
  });
  afterAll(async () => {
    await page.close();
  });

  it('shows a new review on its product page and in its rating at once', async () => {
    const { t } = page;
    const productId = (await insertTestProduct(t.db)).id;
    const storefront = storefrontOf(t, productId);
    const before = await storefront.page();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      payload: { productId, comment: 'Shown at once', rating: 4 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ review: { status: 'approved' } });
    expect(await storefront.listed()).toEqual(['Shown at once']);
    const after = await storefront.page();
    expect(after.rating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('one review of a product per client address a day', () => {
  let page: Awaited<ReturnType<typeof appWithPages>>;
  let t: TestApp;
  let now = Date.parse('2026-03-01T10:00:00Z');
  let ring: number;
  let bag: number;

  beforeAll(async () => {
    page = await appWithPages(
      {
        LIMIT_REVIEWS_PER_PRODUCT: '1/d',
        LIMIT_REVIEWS_PER_ADDRESS: '100/h',
        TRUST_PROXY: '127.0.0.1',
      },
      () => now,
    );
    t = page.t;
    ring = (await insertTestProduct(t.db, { title: 'Ring' })).id;
    bag = (await insertTestProduct(t.db, { title: 'Bag', type: 'Bags', subType: null })).id;
  });
  afterAll(async () => {
    await page.close();
  });

  const review = (address: string, productId: number, rating: unknown = 5) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address },
      payload: { productId, comment: 'Lovely', rating },
    });
  const ALREADY = 'You have already sent a review of this product. Please try again in 24 hours.';

  it('refuses a second review of the product with 429, Retry-After and why', async () => {
    expect((await review('203.0.113.1', ring)).statusCode).toBe(201);
    now += 60_000;
    const again = await review('203.0.113.1', ring);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: ALREADY });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    // Another product from the same address, and the same product from another address, are fine.
    expect((await review('203.0.113.1', bag)).statusCode).toBe(201);
    expect((await review('203.0.113.2', ring)).statusCode).toBe(201);
  });

  it('lets one of several reviews sent at once through', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => review('203.0.113.3', ring)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429]);
  });

  it('does not count a review refused as invalid', async () => {
    const invalid = await review('203.0.113.4', ring, 9);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fieldErrors: { rating: 'Rating must be at most 5.' } });
    expect((await review('203.0.113.4', ring)).statusCode).toBe(201);
  });

  it('takes the next review of the product a day later', async () => {
    now += 24 * 3600 * 1000;
    expect((await review('203.0.113.1', ring)).statusCode).toBe(201);
    expect((await review('203.0.113.1', ring)).statusCode).toBe(429);
  });
});
