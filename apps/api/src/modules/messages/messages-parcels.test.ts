/**
 * The shopper hears of the parcel as the courier tells the shop (issue #30 with decision 0028): booked
 * with Leopards' test server (the booking ships the order), out for delivery and delivered from the
 * courier's news, each message once however often the news is read, in the order's language.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcelBookings } from '../../db/schema/parcel-bookings';
import { setUpTestApp } from '../../test/app';
import { startAllCourierServers } from '../../test/couriers/all-couriers';
import { startWhatsAppServer, whatsAppSendingEnv } from '../../test/messaging/whatsapp-server';
import { setUpForTests } from '../../test/set-up-for-tests';
import { insertTestProduct, postTestOrder } from '../demo/test-fixtures';
import { PARCEL_TRACKING_JOB } from '../parcel-tracking/parcel-sync.job';
import { MESSAGES_JOB } from './messages-jobs';

describe('messages about the parcel', () => {
  const couriers = setUpForTests(startAllCourierServers);
  const wa = setUpForTests(startWhatsAppServer);
  const t = setUpTestApp(() => ({
    env: {
      ...couriers.env,
      PUBLIC_URL: 'https://zewar.test',
      ...whatsAppSendingEnv(wa),
      MESSAGE_CONFIRM_DELAY_MINUTES: '0',
    },
  }));

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: t.auth, payload });
  async function syncNow() {
    await t.db.update(parcelBookings).set({ nextTrackAt: sql`now()` });
    await t.app.jobs.runNow(PARCEL_TRACKING_JOB);
    await t.app.jobs.runNow(MESSAGES_JOB);
  }

  it('tells the shopper booked, out for delivery and delivered, once each', async () => {
    const product = await insertTestProduct(t.db, { priceRupees: 1000 });
    const placed = await postTestOrder(
      t.app,
      product,
      { phone: '03217654321' },
      { messageLanguage: 'ur' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ order: { id: number; number: string } }>().order;
    expect(
      (await post(`/api/admin/orders/${order.id}/status`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    const booked = await post(`/api/admin/orders/${order.id}/book`, { courier: 'leopards' });
    expect(booked.statusCode, booked.body).toBe(200);
    const tn = booked.json<{ trackingNumber: string }>().trackingNumber;
    await t.app.jobs.runNow(MESSAGES_JOB);

    couriers.leopards.advance(tn, 'Assign to Courier');
    await syncNow();
    await syncNow();
    couriers.leopards.advance(tn, 'Delivered');
    await syncNow();
    await syncNow();

    const sent = wa.sends.filter((send) => send.to === '923217654321');
    expect(sent.map((send) => send.template)).toEqual([
      'shop_confirmation_request',
      'shop_confirmed',
      'shop_booked',
      'shop_out_for_delivery',
      'shop_delivered',
    ]);
    const bookedText = sent.find((send) => send.template === 'shop_booked')?.text ?? '';
    expect(bookedText).toContain('Leopards');
    expect(bookedText).toContain(tn);
    expect(sent.every((send) => send.language === 'ur')).toBe(true);
    expect(sent.find((send) => send.template === 'shop_out_for_delivery')?.text).toContain(
      'PKR 1,199',
    );
  });
});
