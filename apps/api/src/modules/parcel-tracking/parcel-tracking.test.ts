/**
 * Tracking booked parcels (issue #28, decision 0028) against the three couriers' test servers: the sync
 * job and the webhooks move orders delivered and returned through the lifecycle (stock back on a
 * return), keep each courier event once, survive a courier that is down, and two rounds at once apply
 * each answer once. Runs on PGlite and on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@shop/domain/schemas/order.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { parcelBookings, parcelEvents } from '../../db/schema/parcel-bookings';
import { products } from '../../db/schema/products';
import {
  adminAuthHeader,
  createTestApp,
  testConfig,
  throwawayPostgresDatabase,
  type TestApp,
} from '../../test/app';
import { startAllCourierServers, type AllCourierServers } from '../../test/couriers/all-couriers';
import { testLog } from '../../test/couriers/courier-harnesses';
import { POSTEX_TOKEN, startPostexServer } from '../../test/couriers/postex-server';
import { TRAX_KEY } from '../../test/couriers/trax-server';
import { readBooking } from '../../test/parcel-booking';
import { expectLedgerAddsUp } from '../../test/stock-ledger';
import type { CourierName } from '../couriers/courier';
import { CourierHttp } from '../couriers/courier-http';
import { TraxCourier } from '../couriers/trax/trax-courier';
import { insertTestProduct, placeTestOrder } from '../demo/test-fixtures';
import { createParcelSync, PARCEL_TRACKING_JOB } from './parcel-sync.job';

const LEOPARDS_PUSH = {
  key: 'leopards-push-key-0123456789',
  secret: 'leopards-push-secret-0123456789',
};
const TRAX_SECRET = 'trax-webhook-secret-0123456789abcdef';
const START_STOCK = 100;

interface Booked {
  order: Order;
  tn: string;
}

interface Tracking {
  state: string | null;
  courierStatus: string | null;
  trackedAt: string | null;
  events: { at: string; status: string; place: string | null }[];
}

describe('tracking booked parcels', () => {
  let t: TestApp;
  let couriers: AllCourierServers;
  let postex: AllCourierServers['postex'];
  let leopards: AllCourierServers['leopards'];
  let trax: AllCourierServers['trax'];
  let auth: { authorization: string };
  const product = { id: 0, priceRupees: 1000 };

  beforeAll(async () => {
    couriers = await startAllCourierServers();
    ({ postex, leopards, trax } = couriers);
    t = await createTestApp({
      env: {
        ...couriers.env,
        LEOPARDS_WEBHOOK_KEY: LEOPARDS_PUSH.key,
        LEOPARDS_WEBHOOK_SECRET: LEOPARDS_PUSH.secret,
        TRAX_WEBHOOK_SECRET: TRAX_SECRET,
      },
    });
    auth = await adminAuthHeader(t.app);
    product.id = (
      await insertTestProduct(t.db, { priceRupees: product.priceRupees, quantity: START_STOCK })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await couriers?.close();
  });
  afterEach(async () => {
    postex.faults.serverError = false;
    trax.faults.delayMs = 0;
    await expectLedgerAddsUp(t.db);
  });

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, headers: auth, payload });
  }

  /** A confirmed order of one unit, booked with the courier: the order and its tracking number. */
  async function bookedOrder(courier: CourierName): Promise<Booked> {
    const order = await placeTestOrder(t.app, product);
    const confirmed = await post(`/api/admin/orders/${order.id}/status`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booked = await post(`/api/admin/orders/${order.id}/book`, { courier });
    expect(booked.statusCode, booked.body).toBe(200);
    return { order, tn: booked.json<{ trackingNumber: string }>().trackingNumber };
  }

  async function statusOf(id: number) {
    const [row] = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id));
    return row?.status;
  }
  async function stock() {
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    return row?.quantity;
  }
  async function trackingOf(id: number): Promise<Tracking> {
    return (await readBooking<{ tracking: Tracking }>(t.app, auth, id)).tracking;
  }
  const eventRows = (id: number) =>
    t.db.select().from(parcelEvents).where(eq(parcelEvents.orderId, id));
  /** Every booked parcel due now, as the next round finds them after the interval. */
  const makeAllDue = () => t.db.update(parcelBookings).set({ nextTrackAt: sql`now()` });
  async function syncNow() {
    await makeAllDue();
    await t.app.jobs.runNow(PARCEL_TRACKING_JOB);
  }
  const movesTo = (id: number, to: string) =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, to as 'delivered')));

  it('marks orders delivered and returned as each courier says, stock back on a return only', async () => {
    const parcels: Record<CourierName, { delivered: Booked; returned: Booked }> = {
      postex: { delivered: await bookedOrder('postex'), returned: await bookedOrder('postex') },
      leopards: {
        delivered: await bookedOrder('leopards'),
        returned: await bookedOrder('leopards'),
      },
      trax: { delivered: await bookedOrder('trax'), returned: await bookedOrder('trax') },
    };
    const before = await stock();
    postex.advance(parcels.postex.delivered.tn, 'Delivered', '0005');
    postex.advance(parcels.postex.returned.tn, 'Returned', '0002');
    leopards.advance(parcels.leopards.delivered.tn, 'Delivered');
    leopards.advance(parcels.leopards.returned.tn, 'Returned to shipper');
    trax.advance(parcels.trax.delivered.tn, 'Shipment - Delivered');
    trax.advance(parcels.trax.returned.tn, 'Return - Delivered to Shipper');

    await syncNow();

    for (const [courier, { delivered, returned }] of Object.entries(parcels)) {
      expect(await statusOf(delivered.order.id), courier).toBe('delivered');
      expect(await statusOf(returned.order.id), courier).toBe('returned');
      // Moved by the system, through the lifecycle's one event, with the courier's words.
      const [move] = await movesTo(returned.order.id, 'returned');
      expect(move).toMatchObject({ actor: 'system', fromStatus: 'shipped' });
      expect(move?.note).toMatch(/^(PostEx|Leopards|Trax): /);
      expect((await trackingOf(delivered.order.id)).state).toBe('delivered');
    }
    // Three returns came back; the deliveries took nothing more.
    expect(await stock()).toBe((before ?? 0) + 3);
    // Final orders are not asked about again.
    const calls = postex.requests.length + leopards.requests.length + trax.requests.length;
    await syncNow();
    expect(postex.requests.length + leopards.requests.length + trax.requests.length).toBe(calls);
  });

  it('keeps each courier event once when asked twice, and shows them newest first', async () => {
    const { order, tn } = await bookedOrder('postex');
    postex.advance(tn, 'PostEx WareHouse', '0003', 'At PostEx Warehouse');
    await syncNow();
    const first = await eventRows(order.id);
    expect(first.map((row) => row.status)).toEqual([
      "At Merchant's Warehouse",
      'At PostEx Warehouse',
    ]);
    // Asked again, the same answer: nothing added, and the round does not fail on the repeat.
    await makeAllDue();
    const again = await createParcelSync(t.app).runRound();
    expect(again.failed).toEqual([]);
    expect(again.asked.postex).toBeGreaterThan(0);
    expect(await eventRows(order.id)).toHaveLength(2);
    const tracking = await trackingOf(order.id);
    expect(tracking).toMatchObject({ state: 'in_transit', courierStatus: 'PostEx WareHouse' });
    expect(tracking.events.map((event) => event.status)).toEqual([
      'At PostEx Warehouse',
      "At Merchant's Warehouse",
    ]);
    expect(await statusOf(order.id)).toBe('shipped');
  });

  it('takes a status the table does not know as in transit, and keeps the courier’s words', async () => {
    const { order, tn } = await bookedOrder('trax');
    trax.advance(tn, 'Shipment - Handed Over to Partner');
    await syncNow();
    expect(await trackingOf(order.id)).toMatchObject({
      state: 'in_transit',
      courierStatus: 'Shipment - Handed Over to Partner',
    });
    expect(await statusOf(order.id)).toBe('shipped');
  });

  it('records a parcel held for review or cancelled for staff, without moving the order', async () => {
    const held = await bookedOrder('postex');
    const cancelled = await bookedOrder('trax');
    postex.advance(held.tn, 'Delivery Under Review', '0008');
    trax.advance(cancelled.tn, 'Shipment - Cancelled');
    await syncNow();
    expect((await trackingOf(held.order.id)).state).toBe('held_for_review');
    expect((await trackingOf(cancelled.order.id)).state).toBe('cancelled');
    expect(await statusOf(held.order.id)).toBe('shipped');
    expect(await statusOf(cancelled.order.id)).toBe('shipped');
  });

  it('a courier answering 500 or too late leaves its parcels as they were; the others are asked', async () => {
    const down = await bookedOrder('postex');
    const slow = await bookedOrder('trax');
    const up = await bookedOrder('leopards');
    await syncNow();
    const before = {
      down: await trackingOf(down.order.id),
      slow: await trackingOf(slow.order.id),
    };
    postex.advance(down.tn, 'Delivered', '0005');
    trax.advance(slow.tn, 'Shipment - Delivered');
    leopards.advance(up.tn, 'Delivered');
    postex.faults.serverError = true;
    trax.faults.delayMs = 800;
    // The app's Trax with a deadline this test can pass (the live one is 20 s).
    const index = t.app.couriers.findIndex((courier) => courier.name === 'trax');
    const configured = t.app.couriers.splice(
      index,
      1,
      new TraxCourier(
        { apiKey: TRAX_KEY, apiUrl: trax.apiUrl },
        new CourierHttp('trax', 300),
        testLog(),
      ),
    );
    const sync = createParcelSync(t.app);
    try {
      await makeAllDue();
      const round = await sync.runRound();
      expect(round.failed.sort()).toEqual(['postex', 'trax']);
    } finally {
      t.app.couriers.splice(index, 1, ...configured);
    }
    expect(await statusOf(up.order.id)).toBe('delivered');
    for (const parcel of [down, slow]) expect(await statusOf(parcel.order.id)).toBe('shipped');
    expect(await trackingOf(down.order.id)).toEqual(before.down);
    expect(await trackingOf(slow.order.id)).toEqual(before.slow);
    // Still due: the next round asks again, and the courier back up is heard.
    const [row] = await t.db
      .select({ due: sql<boolean>`${parcelBookings.nextTrackAt} <= now()` })
      .from(parcelBookings)
      .where(eq(parcelBookings.orderId, down.order.id));
    expect(row?.due).toBe(true);
    postex.faults.serverError = false;
    trax.faults.delayMs = 0;
    await t.app.jobs.runNow(PARCEL_TRACKING_JOB);
    expect(await statusOf(down.order.id)).toBe('delivered');
    expect(await statusOf(slow.order.id)).toBe('delivered');
  });

  it('two rounds at once ask about a parcel once and give a return’s stock back once', async () => {
    const { order, tn } = await bookedOrder('postex');
    postex.advance(tn, 'Returned', '0002');
    const before = await stock();
    const asked = () =>
      postex.requests.filter(
        (request) =>
          request.path.endsWith('/v1/track-bulk-order') &&
          (request.query.get('TrackingNumbers') ?? '').split(',').includes(tn),
      ).length;
    const calls = asked();
    await makeAllDue();
    const [one, two] = [createParcelSync(t.app), createParcelSync(t.app)];
    await Promise.all([one.runRound(), two.runRound()]);
    expect(asked() - calls).toBe(1);
    expect(await statusOf(order.id)).toBe('returned');
    expect(await movesTo(order.id, 'returned')).toHaveLength(1);
    expect(await stock()).toBe((before ?? 0) + 1);
  });

  describe('webhooks', () => {
    const leopardsPush = (payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/couriers/leopards/webhook', headers, payload });

    it('takes Leopards’ push with its key and secret: delivered, kept once when pushed twice', async () => {
      const { order, tn } = await bookedOrder('leopards');
      const push = leopards.push(tn, 'DV', LEOPARDS_PUSH);
      const answer = await leopardsPush(push.payload, push.headers);
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ status: 1, errors: [] });
      expect(await statusOf(order.id)).toBe('delivered');
      const again = await leopardsPush(push.payload, push.headers);
      expect(again.statusCode).toBe(202);
      const events = await eventRows(order.id);
      expect(events.filter((event) => event.status.startsWith('Delivered'))).toHaveLength(1);
      expect(await movesTo(order.id, 'delivered')).toHaveLength(1);
      // A parcel not the shop's is acknowledged and ignored.
      const stranger = leopards.push('KI0000000000', 'DV', LEOPARDS_PUSH);
      expect((await leopardsPush(stranger.payload, stranger.headers)).statusCode).toBe(202);
    });

    it('refuses Leopards’ push without the right key and secret (401) and a bad body (400)', async () => {
      const { order, tn } = await bookedOrder('leopards');
      const wrong = leopards.push(tn, 'RS', { key: LEOPARDS_PUSH.key, secret: 'not-the-secret' });
      expect((await leopardsPush(wrong.payload, wrong.headers)).statusCode).toBe(401);
      const none = await leopardsPush(wrong.payload, {});
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toMatch(/webhook credentials/);
      const good = leopards.push(tn, 'RS', LEOPARDS_PUSH);
      const badDate = await leopardsPush(
        { data: [{ cn_number: tn, status: 'RS', activity_date: 'yesterday' }] },
        good.headers,
      );
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toMatch(/^data\.0\.activity_date: /);
      const noList = await leopardsPush({ cn_number: tn }, good.headers);
      expect(noList.statusCode).toBe(400);
      expect(noList.json().message).toMatch(/^data: /);
      expect(await statusOf(order.id)).toBe('shipped');
      expect(await eventRows(order.id)).toHaveLength(0);
    });

    it('takes Trax’s push at the address with the secret, as JSON or form fields; 401 and 400 otherwise', async () => {
      const { order, tn } = await bookedOrder('trax');
      const before = await stock();
      trax.advance(tn, 'Return - Delivered to Shipper');
      const body = trax.push(tn);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/couriers/trax/webhook/not-the-secret-at-all-000000',
        payload: body,
      });
      expect(wrong.statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/couriers/trax/webhook/${TRAX_SECRET}`,
        payload: { ...body, date_time: '' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^date_time: /);
      expect(await statusOf(order.id)).toBe('shipped');

      const form = await t.app.inject({
        method: 'POST',
        url: `/api/couriers/trax/webhook/${TRAX_SECRET}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
      expect(form.statusCode, form.body).toBe(200);
      expect(await statusOf(order.id)).toBe('returned');
      expect(await stock()).toBe((before ?? 0) + 1);
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/couriers/trax/webhook/${TRAX_SECRET}`,
        payload: body,
      });
      expect(json.statusCode).toBe(200);
      expect(await eventRows(order.id)).toHaveLength(1);
      expect(await movesTo(order.id, 'returned')).toHaveLength(1);
    });

    it('keeps a courier’s return of an order staff marked delivered, without correcting it', async () => {
      const { order, tn } = await bookedOrder('trax');
      const delivered = await post(`/api/admin/orders/${order.id}/status`, { status: 'delivered' });
      expect(delivered.statusCode, delivered.body).toBe(200);
      const before = await stock();
      trax.advance(tn, 'Return - Delivered to Shipper');
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/couriers/trax/webhook/${TRAX_SECRET}`,
        payload: trax.push(tn),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await statusOf(order.id)).toBe('delivered');
      expect(await stock()).toBe(before);
      expect((await trackingOf(order.id)).state).toBe('returned');
    });

    it('has no webhook for PostEx', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/couriers/postex/webhook',
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    });
  });

  it('shows the shopper the courier’s events, newest first, on the tracking answer', async () => {
    const { order, tn } = await bookedOrder('postex');
    postex.advance(tn, 'Out For Delivery', '0004', 'Package on Route');
    await syncNow();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${order.trackingToken}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const parcel = answer.json<{ order: { parcel: Tracking } }>().order.parcel;
    expect(parcel.state).toBe('out_for_delivery');
    expect(parcel.events.map((event) => event.status)).toEqual([
      'Package on Route',
      "At Merchant's Warehouse",
    ]);
    // An order not booked has no parcel.
    const unbooked = await placeTestOrder(t.app, product);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${unbooked.trackingToken}`,
    });
    expect(plain.json().order.parcel).toBeNull();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two servers tracking on one PostgreSQL', () => {
  it('ask the courier about each parcel once and move each order once', async () => {
    const postex = await startPostexServer();
    const { url, drop } = await throwawayPostgresDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-tracking-'));
    const handles = [
      await openDatabase({ kind: 'postgres', url }),
      await openDatabase({ kind: 'postgres', url }),
    ] as const;
    const apps: FastifyInstance[] = [];
    try {
      await handles[0].migrate();
      const config = testConfig(dataDir, { POSTEX_TOKEN, POSTEX_API_URL: postex.apiUrl });
      for (const database of handles) {
        const app = await buildApp(config, { logger: false, webDist: false, database });
        apps.push(app);
        await app.ready();
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const auth = await adminAuthHeader(first);
      const item = { id: 0, priceRupees: 1000 };
      item.id = (await insertTestProduct(handles[0].db, { priceRupees: 1000, quantity: 50 })).id;
      const booked: { id: number; tn: string }[] = [];
      for (let index = 0; index < 10; index += 1) {
        const order = await placeTestOrder(first, item);
        const payload = { status: 'confirmed' };
        await first.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: auth,
          payload,
        });
        const answer = await first.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/book`,
          headers: auth,
          payload: { courier: 'postex' },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        booked.push({ id: order.id, tn: answer.json<{ trackingNumber: string }>().trackingNumber });
      }
      booked.forEach(({ tn }, index) =>
        index % 2 === 0
          ? postex.advance(tn, 'Returned', '0002')
          : postex.advance(tn, 'Delivered', '0005'),
      );
      const [before] = await handles[0].db.select().from(products).where(eq(products.id, item.id));

      const rounds = await Promise.all([
        createParcelSync(first).runRound(),
        createParcelSync(second).runRound(),
      ]);

      expect((rounds[0].asked.postex ?? 0) + (rounds[1].asked.postex ?? 0)).toBe(10);
      const asked = postex.requests
        .filter((request) => request.path.endsWith('/v1/track-bulk-order'))
        .flatMap((request) => (request.query.get('TrackingNumbers') ?? '').split(','));
      expect(asked.sort()).toEqual(booked.map(({ tn }) => tn).sort());
      const moves = await handles[0].db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.actor, 'system'));
      expect(moves).toHaveLength(10);
      const [after] = await handles[0].db.select().from(products).where(eq(products.id, item.id));
      expect((after?.quantity ?? 0) - (before?.quantity ?? 0)).toBe(5);
      await expectLedgerAddsUp(handles[0].db);
    } finally {
      for (const app of apps) await app.close();
      for (const database of handles) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      await postex.close();
    }
  });
});
