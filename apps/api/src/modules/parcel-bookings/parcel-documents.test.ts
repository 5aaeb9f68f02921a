/**
 * The couriers' labels and load sheet of booked orders (issue #28, "Labels"), against the three
 * couriers' test servers: one PDF for orders of mixed couriers, each courier asked in its own batches,
 * orders not booked refused by number, a courier's failure a 503 in its words. PGlite and PostgreSQL.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader, createTestApp, type TestApp } from '../../test/app';
import { startAllCourierServers, type AllCourierServers } from '../../test/couriers/all-couriers';
import { insertTestProduct, placeTestOrders } from '../demo/test-fixtures';

/** Each page's drawn text: the test servers write one line a page (pdf-lib's hex strings). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref))
        : [contents];
    let raw = '';
    for (const stream of streams) {
      if (stream instanceof PDFRawStream) {
        raw += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      }
    }
    return [...raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join(' ');
  });
}

describe('labels and load sheets of booked orders', () => {
  let t: TestApp;
  let couriers: AllCourierServers;
  let postex: AllCourierServers['postex'];
  let auth: { authorization: string };
  let productId: number;

  beforeAll(async () => {
    couriers = await startAllCourierServers();
    postex = couriers.postex;
    t = await createTestApp({ env: couriers.env });
    auth = await adminAuthHeader(t.app);
    productId = (await insertTestProduct(t.db, { priceRupees: 1000, quantity: 1000 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await couriers?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  const confirmedOrders = (count: number) =>
    placeTestOrders(t.app, { id: productId, priceRupees: 1000 }, count, { confirmAs: auth });

  /** Books one order with a courier from its page; answers its tracking number. */
  async function booked(id: number, courier: string): Promise<string> {
    const answer = await post(`/api/admin/orders/${id}/book`, { courier });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ trackingNumber: string }>().trackingNumber;
  }

  it('prints mixed couriers as one PDF, courier by courier in the order asked, in each courier’s batches', async () => {
    const ids = await confirmedOrders(15);
    const couriers = ids.map((_, index) =>
      index === 3 || index === 9 ? 'leopards' : index === 5 ? 'trax' : 'postex',
    );
    const numbers: string[] = [];
    for (const [index, id] of ids.entries()) numbers.push(await booked(id, couriers[index] ?? ''));
    postex.requests.length = 0;

    const answer = await get(`/api/admin/orders/labels?ids=${ids.join(',')}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pageTexts(answer.rawPayload);
    expect(pages).toHaveLength(15);
    // PostEx first (the first order asked is PostEx's), then Leopards, then Trax.
    const order = (name: string) => numbers.filter((_, index) => couriers[index] === name);
    const expected = [...order('postex'), ...order('leopards'), ...order('trax')];
    expected.forEach((trackingNumber, index) => expect(pages[index]).toContain(trackingNumber));
    // PostEx prints ten airway bills a call: twelve took two calls.
    const invoiceCalls = postex.requests.filter((r) => r.path.endsWith('/v1/get-invoice'));
    expect(invoiceCalls.map((r) => r.query.get('trackingNumbers')?.split(',').length)).toEqual([
      10, 2,
    ]);

    const sheet = await post('/api/admin/orders/load-sheet', { ids });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const sheetPages = await pageTexts(sheet.rawPayload);
    // One sheet per courier, each naming its parcels.
    expect(sheetPages).toHaveLength(3);
    expect(sheetPages[0]).toContain(order('postex').join(', '));
  });

  it('refuses orders not booked, naming them, and unknown ids', async () => {
    const [bookedId, confirmedId, placedId] = (await confirmedOrders(3)) as [
      number,
      number,
      number,
    ];
    await booked(bookedId, 'postex');
    const refused = await get(`/api/admin/orders/labels?ids=${bookedId},${confirmedId}`);
    expect(refused.statusCode).toBe(409);
    const orderNumber = (await get(`/api/admin/orders/${confirmedId}`)).json<{
      order: { number: string };
    }>().order.number;
    expect(refused.json().message).toBe(
      `Not booked with a courier yet: ${orderNumber}. Book them first, or leave them out.`,
    );
    const sheet = await post('/api/admin/orders/load-sheet', { ids: [placedId] });
    expect(sheet.statusCode).toBe(409);
    expect(sheet.json().message).toMatch(/^Not booked with a courier yet: ZB-\d+\./);

    const unknown = await get(`/api/admin/orders/labels?ids=${bookedId},99999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No order with id 99999.');
  });

  it('refuses bad ids with 400 naming the field', async () => {
    for (const query of [
      '',
      '?ids=',
      '?ids=1,x',
      '?ids=0',
      '?ids=1,6304566277', // past PostgreSQL's integer: was a 500 (Schemathesis found it)
      `?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
    ]) {
      for (const url of ['/api/admin/orders/labels', '/api/admin/orders/bookings']) {
        const answer = await get(`${url}${query}`);
        expect(answer.statusCode, url + query).toBe(400);
        expect(answer.json().message).toMatch(/^ids: /);
      }
    }
    // The orders' CSV reads its ids with the same rule.
    const past = await get('/api/admin/orders/export?ids=1,6304566277');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/^ids: /);
    const empty = await post('/api/admin/orders/load-sheet', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('ids');
  });

  it('answers a courier that fails with 503 and its words, never 500', async () => {
    const [id] = (await confirmedOrders(1)) as [number];
    await booked(id, 'postex');
    postex.faults.labelsNotReady = true;
    try {
      const notReady = await get(`/api/admin/orders/labels?ids=${id}`);
      expect(notReady.statusCode, notReady.body).toBe(503);
      expect(notReady.headers['retry-after']).toBe('60');
      expect(notReady.json().message).toMatch(
        /^PostEx did not give the labels: PostEx cannot print .* yet: Order not found/,
      );
    } finally {
      postex.faults.labelsNotReady = false;
    }
    postex.faults.serverError = true;
    try {
      const down = await post('/api/admin/orders/load-sheet', { ids: [id] });
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json().message).toMatch(/^PostEx did not give the load sheet: /);
    } finally {
      postex.faults.serverError = false;
    }
  });

  it('lists the asked orders’ bookings: booked and refused, never booked left out', async () => {
    const [bookedId, neverId] = (await confirmedOrders(2)) as [number, number];
    const trackingNumber = await booked(bookedId, 'trax');
    const answer = await get(`/api/admin/orders/bookings?ids=${bookedId},${neverId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().bookings).toEqual([
      expect.objectContaining({
        orderId: bookedId,
        courier: 'trax',
        state: 'booked',
        trackingNumber,
      }),
    ]);
  });

  it('needs staff', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/orders/labels?ids=1' });
    expect(answer.statusCode).toBe(401);
  });
});
