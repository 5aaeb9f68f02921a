/**
 * Booking orders' parcels with PostEx (its test server) from the back office (issue #28): after a
 * process died mid-call, twice at once, the shop's own refusals, and what the order becomes. The
 * same for every courier (in bulk, after a timeout, cancels, held parcels) is in
 * parcel-bookings-couriers.test.ts. Runs on PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, courierCities } from '../../db/schema/cities';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { parcelBookings } from '../../db/schema/parcel-bookings';
import { adminAuthHeader, createTestApp, TEST_ADMIN, type TestApp } from '../../test/app';
import { readBooking } from '../../test/parcel-booking';
import { testLog } from '../../test/couriers/courier-harnesses';
import {
  POSTEX_TOKEN,
  startPostexServer,
  type PostexTestServer,
} from '../../test/couriers/postex-server';
import { CourierHttp } from '../couriers/courier-http';
import { PostexCourier } from '../couriers/postex/postex-courier';
import { createOutboxRepository } from '../outbox/outbox.repository';
import { insertTestProduct, placeTestOrders, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { PARCEL_BOOKING_JOB } from './parcel-booking-jobs';

interface Booking {
  state: string;
  trackingNumber: string | null;
  reason: string | null;
  attempts: number;
}

describe('booking parcels with a courier', () => {
  let t: TestApp;
  let postex: PostexTestServer;
  let auth: { authorization: string };
  let productId: number;

  beforeAll(async () => {
    postex = await startPostexServer();
    t = await createTestApp({ env: { POSTEX_TOKEN, POSTEX_API_URL: postex.apiUrl } });
    auth = await adminAuthHeader(t.app);
    productId = (await insertTestProduct(t.db, { priceRupees: 1000, quantity: 10_000 })).id;
    // PostEx lists Gwadar as not delivered to. Here its list is a day old and still has it, so the
    // booking reaches PostEx and PostEx refuses it in its own words, as it does live.
    await post('/api/admin/couriers/postex/cities/refresh', {});
    const [gwadar] = await t.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Gwadar'));
    await t.db
      .insert(courierCities)
      .values({ courier: 'postex', courierCityId: 'GWADAR', name: 'GWADAR', cityId: gwadar?.id });
  });
  afterAll(async () => {
    await t?.close();
    await postex?.close();
  });

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, headers: auth, payload });
  }

  const placeOrders = (count: number, city = 'Lahore', confirm = true) =>
    placeTestOrders(t.app, { id: productId, priceRupees: 1000 }, count, {
      city,
      confirmAs: confirm ? auth : undefined,
    });

  const bookingOf = (id: number) => readBooking<Booking>(t.app, auth, id);

  async function orderNumberOf(id: number): Promise<string> {
    const [row] = await t.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, id));
    return `ZB-${row?.number}`;
  }

  const createCalls = (reference: string) =>
    postex.requests.filter(
      (request) =>
        request.path.endsWith('/v3/create-order') &&
        (request.body as { orderRefNumber?: string }).orderRefNumber === reference,
    ).length;

  it('ships the order with the courier and tracking number, with its event and the shopper’s mail', async () => {
    const [id] = (await placeOrders(1)) as [number];
    const booked = await post(`/api/admin/orders/${id}/book`, { courier: 'postex' });
    expect(booked.statusCode, booked.body).toBe(200);
    const { courier, trackingNumber } = booked.json<{ courier: string; trackingNumber: string }>();
    expect(courier).toBe('postex');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'shipped', courier: 'PostEx', trackingNumber });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'shipped',
      actor: TEST_ADMIN.email,
    });
    const mails = await createOutboxRepository(t.db).unsent();
    expect(
      mails.some(
        (mail) => mail.to === TEST_SHIPPING_INFO.email && mail.text.includes(trackingNumber),
      ),
    ).toBe(true);
    // The COD booked is what the shopper owes: the grand total, in whole rupees.
    expect(postex.orders.get(trackingNumber)?.invoicePayment).toBe((order?.grandTotal ?? 0) / 100);
    // Asking again answers the same booking, without calling PostEx.
    const again = await post(`/api/admin/orders/${id}/book`, { courier: 'postex' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ courier: 'postex', trackingNumber });
    expect(createCalls(await orderNumberOf(id))).toBe(1);
  });

  it('a process killed after PostEx booked, before it recorded: the next one finds that booking', async () => {
    const [id] = (await placeOrders(1)) as [number];
    const reference = await orderNumberOf(id);
    // What the dead process left: its claim committed (booking, one attempt, its lease run out)…
    await t.db.insert(parcelBookings).values({
      orderId: id,
      courier: 'postex',
      state: 'booking',
      attempts: 1,
      askedBy: TEST_ADMIN.email,
    });
    // …and PostEx's parcel, booked by the call whose answer it never read.
    const ghost = new PostexCourier(
      { token: POSTEX_TOKEN, pickupAddressCode: undefined, apiUrl: postex.apiUrl },
      new CourierHttp('postex', 5000),
      testLog(),
    );
    const { trackingNumber } = await ghost.book({
      orderNumber: reference,
      consigneeName: 'Ayesha Khan',
      phone: '03001234567',
      address: '12 Gulberg III',
      city: 'LAHORE',
      codAmountPaisa: 119_900,
      pieces: 1,
      weightGrams: 500,
      itemsDescription: '1 × Test',
      note: '',
    });
    await t.app.jobs.runNow(PARCEL_BOOKING_JOB);
    expect(await bookingOf(id)).toMatchObject({ state: 'booked', trackingNumber, attempts: 2 });
    expect(createCalls(reference)).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'shipped', trackingNumber });
  });

  it('books an order once when two staff book it at the same moment', async () => {
    const [id] = (await placeOrders(1)) as [number];
    const answers = await Promise.all([
      post(`/api/admin/orders/${id}/book`, { courier: 'postex' }),
      post(`/api/admin/orders/${id}/book`, { courier: 'postex' }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().trackingNumber)).size).toBe(1);
    const rows = await t.db.select().from(parcelBookings).where(eq(parcelBookings.orderId, id));
    expect(rows).toHaveLength(1);
    expect(createCalls(await orderNumberOf(id))).toBe(1);
  });

  it('refuses an order not confirmed, a city PostEx does not list, and an "other" city, before calling PostEx', async () => {
    const [pending] = (await placeOrders(1, 'Lahore', false)) as [number];
    const refused = await post(`/api/admin/orders/${pending}/book`, { courier: 'postex' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Only confirmed orders are booked/);
    const [other] = (await placeOrders(1, 'Zzyzx Town')) as [number];
    const [turbat] = (await placeOrders(1, 'Jacobabad')) as [number];
    const bulk = await post('/api/admin/orders/book', {
      ids: [pending, other, turbat],
      courier: 'postex',
    });
    expect(bulk.json().results).toEqual([
      { id: pending, state: 'not_bookable', reason: expect.stringMatching(/^Only confirmed/) },
      { id: other, state: 'refused', reason: expect.stringMatching(/not on the shop's list/) },
      { id: turbat, state: 'refused', reason: 'PostEx does not deliver to Jacobabad.' },
    ]);
    for (const id of [pending, other, turbat]) expect(createCalls(await orderNumberOf(id))).toBe(0);
    // The courier's refusals stay on the order, to show until the order is corrected and booked again.
    expect(await bookingOf(turbat)).toMatchObject({
      state: 'refused',
      reason: 'PostEx does not deliver to Jacobabad.',
    });
  });

  it('answers 404 naming a courier not set up, and 400 naming the field for bad input', async () => {
    const [id] = (await placeOrders(1)) as [number];
    const trax = await post(`/api/admin/orders/${id}/book`, { courier: 'trax' });
    expect(trax.statusCode).toBe(404);
    expect(trax.json().message).toBe('Trax is not set up for this shop.');
    const unknown = await post(`/api/admin/orders/${id}/book`, { courier: 'dhl' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/Courier/);
    const none = await post('/api/admin/orders/book', { ids: [], courier: 'postex' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toMatch(/order/);
    const notAnId = await post('/api/admin/orders/book', { ids: ['x'], courier: 'postex' });
    expect(notAnId.statusCode).toBe(400);
  });
});
