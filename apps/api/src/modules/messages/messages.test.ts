/**
 * WhatsApp and SMS messages to shoppers (issue #30) against a local Cloud API and a local sendpk
 * gateway started here: the webhook's handshake and signatures, the confirmation request and its
 * buttons (once, however often Meta delivers the reply), statuses, the SMS fallback with Urdu parts
 * counted, STOP, the owner's templates and the order page's message history.
 */
import { smsParts } from '@shop/domain/sms-parts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/order-events';
import { shopperMessages } from '../../db/schema/shopper-messages';
import { adminAuthHeader, createTestApp, setUpTestApp, type TestApp } from '../../test/app';
import {
  SMS_TEST_PASSWORD,
  SMS_TEST_SENDER,
  SMS_TEST_USER,
  startSmsGateway,
} from '../../test/messaging/sms-gateway-server';
import {
  startWhatsAppServer,
  WHATSAPP_TEST_APP_SECRET,
  WHATSAPP_TEST_VERIFY_TOKEN,
  type WhatsAppSend,
  whatsAppSendingEnv,
  WHATSAPP_TEST_WEBHOOK_ENV,
} from '../../test/messaging/whatsapp-server';
import { setUpForTests } from '../../test/set-up-for-tests';
import { changeOrderStatus } from '../../test/orders';
import { insertTestProduct, postTestOrder } from '../demo/test-fixtures';
import { MESSAGES_JOB } from './messages-jobs';
import { createMessagesRepository } from './messages.repository';

const wa = setUpForTests(startWhatsAppServer);
const sms = setUpForTests(startSmsGateway);

const smsEnv = () => ({
  SMS_API_URL: sms.apiUrl,
  SMS_USER: SMS_TEST_USER,
  SMS_PASSWORD: SMS_TEST_PASSWORD,
  SMS_SENDER: SMS_TEST_SENDER,
});

const t = setUpTestApp(() => ({
  env: {
    PUBLIC_URL: 'https://zewar.test',
    ...whatsAppSendingEnv(wa),
    ...WHATSAPP_TEST_WEBHOOK_ENV,
    ...smsEnv(),
    MESSAGE_CONFIRM_DELAY_MINUTES: '0',
  },
}));

let phoneSerial = 1000;
/** A new Pakistani mobile number per order: STOP and the fallback are per phone. */
const newPhone = () => `0300${String(10_000_000 + (phoneSerial += 1)).slice(1)}`;
const international = (phone: string) => `92${phone.slice(1)}`;

/** Places an order of one jhumka on `on` (the shared app unless said) from a new phone. */
async function place(options: { phone?: string; language?: string; on?: TestApp } = {}) {
  const on = options.on ?? t;
  const product = await insertTestProduct(on.db, { title: 'Kundan jhumka', priceRupees: 2500 });
  const phone = options.phone ?? newPhone();
  const language = options.language ? { messageLanguage: options.language } : {};
  const response = await postTestOrder(on.app, product, { phone }, language);
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<{ order: { id: number; number: string; trackingToken: string } }>()
    .order;
  return { ...order, phone, to: international(phone) };
}

const sendDue = () => t.app.jobs.runNow(MESSAGES_JOB);
const deliver = (notification: unknown, secret?: string) => {
  const { body, headers } = wa.signed(notification, secret);
  return t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: body });
};
const messagesOf = async (orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/messages`,
      headers: t.auth,
    })
  ).json<{
    messages: {
      kind: string;
      status: string;
      channel: string | null;
      body: string | null;
      smsParts: number | null;
      lastError: string | null;
    }[];
    language: string;
    stopped: { reply: string } | null;
  }>();
const sendTo = (to: string): WhatsAppSend => {
  const found = wa.sends.filter((send) => send.to === to).at(-1);
  if (!found) throw new Error(`nothing sent on WhatsApp to ${to}`);
  return found;
};
const staffMove = (orderId: number, payload: Record<string, unknown>) =>
  changeOrderStatus(t.app, t.auth, orderId, payload);

describe('the webhook handshake', () => {
  const handshake = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });

  it('echoes the challenge to the right verify token', async () => {
    const answer = await handshake(
      `hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('1158201444');
  });

  it('refuses a wrong token, a wrong mode and no token with 403', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong-token-wrong-token&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${WHATSAPP_TEST_VERIFY_TOKEN}&hub.challenge=1`,
      'hub.mode=subscribe&hub.challenge=1',
      `hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_VERIFY_TOKEN}&hub.challenge=<script>`,
    ]) {
      const answer = await handshake(query);
      expect(answer.statusCode, query).toBe(403);
      expect(answer.body).not.toContain('<script>');
    }
  });
});

describe('the webhook signature', () => {
  it('takes a notification signed with the app secret, and refuses a bad or missing one', async () => {
    const notification = wa.textMessage('923009999999', 'Hello');
    expect((await deliver(notification)).statusCode).toBe(200);

    const other = await deliver(wa.textMessage('923009999999', 'Hi'), 'another-secret');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({
      message: 'This notification is not signed with the shop’s WhatsApp app secret.',
    });
    const { body } = wa.signed(wa.textMessage('923009999999', 'Hey'));
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed for one body, sent with another: the signature covers the bytes.
    const signed = wa.signed(wa.textMessage('923009999999', 'STOP'));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: signed.headers,
      payload: signed.body.replace('STOP', 'Stop'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await createMessagesRepository(t.db).isOptedOut('+923009999999')).toBe(false);
  });

  it('answers 200 to whatever a signed notification says, and ignores what it does not know', async () => {
    for (const notification of [{ object: 'page' }, { entry: 'nonsense' }, [], 'text', null]) {
      expect((await deliver(notification)).statusCode).toBe(200);
    }
    const notJson = 'not json {';
    const signature = wa.signed(notJson).headers['x-hub-signature-256'];
    // signed() signs the JSON text of its argument; sign the raw text itself here.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': (await import('./whatsapp/whatsapp-webhook.routes')).signatureOf(
          notJson,
          WHATSAPP_TEST_APP_SECRET,
        ),
      },
      payload: notJson,
    });
    expect(signature).toMatch(/^sha256=/);
    expect(raw.statusCode).toBe(200);
  });
});

describe('the confirmation request on WhatsApp', () => {
  it('goes with Confirm and Cancel buttons in the chosen language, and its status is kept', async () => {
    const order = await place({ language: 'ur' });
    await sendDue();
    const sent = sendTo(order.to);
    expect(sent).toMatchObject({
      template: 'shop_confirmation_request',
      language: 'ur',
      buttons: ['CONFIRM_ORDER', 'CANCEL_ORDER'],
    });
    expect(sent.text).toContain(order.number);
    expect(sent.text).toContain('کیش آن ڈیلیوری');
    expect(sent.text).toContain(`https://zewar.test/order/${order.trackingToken}`);

    await deliver(wa.statusNotification(sent, 'delivered'));
    await deliver(wa.statusNotification(sent, 'read'));
    // A late "delivered" after "read", and a replay of "read", change nothing.
    await deliver(wa.statusNotification(sent, 'delivered'));
    expect((await deliver(wa.statusNotification(sent, 'read'))).statusCode).toBe(200);
    const { messages, language } = await messagesOf(order.id);
    expect(language).toBe('ur');
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'confirmation_request',
        status: 'read',
        channel: 'whatsapp',
        body: sent.text,
      }),
    ]);
  });

  it('Confirm records the shopper’s yes once, even when Meta delivers the reply twice', async () => {
    const order = await place();
    await sendDue();
    const reply = wa.buttonReply(sendTo(order.to), 'CONFIRM_ORDER');
    expect((await deliver(reply)).statusCode).toBe(200);
    expect((await deliver(reply)).statusCode).toBe(200);

    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${order.trackingToken}`,
    });
    const trackedOrder = tracked.json<{
      order: { status: string; shopperConfirmedAt: string | null };
    }>().order;
    // The tracking page's own change: the yes is recorded, the order waits for staff (decision 0020).
    expect(trackedOrder.status).toBe('pending');
    expect(trackedOrder.shopperConfirmedAt).not.toBeNull();
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(
      events.filter((event) => event.actor === 'shopper' && event.toStatus === 'pending'),
    ).toHaveLength(2);
    // Placed (null → pending) and the one yes (pending → pending).
    expect(events.filter((event) => event.fromStatus === 'pending')).toHaveLength(1);
  });

  it('Cancel cancels the order as the tracking page does; a reply from another phone does nothing', async () => {
    const order = await place();
    await sendDue();
    const sent = sendTo(order.to);
    await deliver(wa.buttonReply(sent, 'CANCEL_ORDER', '923451112222'));
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${order.trackingToken}`,
    });
    expect(still.json<{ order: { status: string } }>().order.status).toBe('pending');

    await deliver(wa.buttonReply(sent, 'CANCEL_ORDER'));
    await deliver(wa.buttonReply(sent, 'CANCEL_ORDER'));
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${order.trackingToken}`,
    });
    expect(tracked.json<{ order: { status: string } }>().order.status).toBe('cancelled');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.toStatus === 'cancelled')).toEqual([
      expect.objectContaining({ actor: 'shopper', reason: 'asked_by_shopper' }),
    ]);
  });
});

describe('updates as the order moves on', () => {
  it('tells the shopper once each when it is confirmed, booked and delivered', async () => {
    const order = await place({ language: 'roman_ur' });
    await sendDue();
    await staffMove(order.id, { status: 'confirmed' });
    await staffMove(order.id, {
      status: 'shipped',
      courier: 'leopards',
      trackingNumber: 'KI7501234567',
    });
    await sendDue();
    await staffMove(order.id, { status: 'delivered' });
    await sendDue();
    await sendDue();
    const templates = wa.sends.filter((send) => send.to === order.to).map((send) => send.template);
    expect(templates).toEqual([
      'shop_confirmation_request',
      'shop_confirmed',
      'shop_booked',
      'shop_delivered',
    ]);
    const booked = wa.sends.find((send) => send.to === order.to && send.template === 'shop_booked');
    expect(booked?.language).toBe('en');
    expect(booked?.text).toContain('Leopards');
    expect(booked?.text).toContain('KI7501234567');
    expect(booked?.text).toContain('tracking number');
    expect(booked?.text).toContain(`https://zewar.test/order/${order.trackingToken}`);
    // One row per order and kind: writing one again changes nothing.
    const again = await createMessagesRepository(t.db).enqueue({
      orderId: order.id,
      kind: 'booked',
      phone: order.to,
      language: 'en',
      channel: null,
      dueInMs: 0,
    });
    expect(again).toBe(false);
    const rows = await t.db
      .select()
      .from(shopperMessages)
      .where(eq(shopperMessages.orderId, order.id));
    expect(rows).toHaveLength(4);
  });
});

describe('the SMS fallback', () => {
  it('sends by SMS when WhatsApp answers that the number is not on WhatsApp', async () => {
    const phone = newPhone();
    wa.notOnWhatsApp.add(international(phone));
    wa.options.refuseUnreachableAtOnce = true;
    try {
      const order = await place({ phone, language: 'ur' });
      await sendDue();
      const text = sms.sends.find((send) => send.mobile === order.to);
      expect(text).toMatchObject({ sender: SMS_TEST_SENDER, unicode: true, garbled: false });
      expect(text?.message).toContain(order.number);
      const { messages } = await messagesOf(order.id);
      expect(messages[0]).toMatchObject({
        status: 'sent',
        channel: 'sms',
        smsParts: smsParts(text?.message ?? '').parts,
        lastError: expect.stringContaining('131026'),
      });
      // The Urdu request is longer than one 70-character part.
      expect(messages[0]?.smsParts).toBeGreaterThan(1);
    } finally {
      wa.options.refuseUnreachableAtOnce = false;
    }
  });

  it('sends by SMS when a failed status says the number could not be reached, once', async () => {
    const phone = newPhone();
    wa.notOnWhatsApp.add(international(phone));
    const order = await place({ phone });
    await sendDue();
    const sent = sendTo(order.to);
    const failed = wa.failedStatus(sent);
    await deliver(failed);
    await deliver(failed);
    await sendDue();
    const texts = sms.sends.filter((send) => send.mobile === order.to);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ unicode: false });
    const { messages } = await messagesOf(order.id);
    expect(messages[0]).toMatchObject({ status: 'sent', channel: 'sms' });
  });
});

describe('STOP', () => {
  it('stops every later message to the phone, in Urdu too', async () => {
    const order = await place();
    await sendDue();
    expect((await deliver(wa.textMessage(order.to, 'STOP'))).statusCode).toBe(200);
    await staffMove(order.id, { status: 'confirmed' });
    await sendDue();
    const { messages, stopped } = await messagesOf(order.id);
    expect(stopped).toMatchObject({ reply: 'STOP' });
    expect(messages.map((message) => [message.kind, message.status])).toEqual([
      ['confirmation_request', 'sent'],
      ['confirmed', 'stopped'],
    ]);
    expect(wa.sends.filter((send) => send.to === order.to)).toHaveLength(1);

    const phone = newPhone();
    await deliver(wa.textMessage(international(phone), 'بند کریں'));
    const urdu = await place({ phone });
    await sendDue();
    expect((await messagesOf(urdu.id)).messages[0]?.status).toBe('stopped');
    expect(wa.sends.filter((send) => send.to === urdu.to)).toHaveLength(0);
  });
});

describe('the owner’s templates', () => {
  /** Saves the owner's text for a template, named `<kind>/<language>`. */
  const saveTemplate = (template: string, text: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/message-templates/${template}`,
      headers: t.auth,
      payload: { text },
    });

  it('refuses an unknown placeholder with a 400 naming the field', async () => {
    const answer = await saveTemplate('confirmed/en', 'Hi {name}, pay {amount}');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^text: Unknown placeholder \{amount\}/,
    );
    const kind = await saveTemplate('thanks/en', 'Hi');
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ message: string }>().message).toMatch(/^kind: /);
  });

  it('previews a text with a sample order and its SMS parts', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/message-templates/preview',
      headers: t.auth,
      payload: {
        kind: 'booked',
        language: 'ur',
        text: '{name} آرڈر {orderNumber}: {courier} {trackingNumber}',
      },
    });
    expect(answer.statusCode).toBe(200);
    const preview = answer.json<{ text: string; sms: { encoding: string; parts: number } }>();
    expect(preview.text).toBe('"Ayesha Khan" آرڈر ZB-10042: Leopards KI7501234567');
    expect(preview.sms).toMatchObject({ encoding: 'ucs2', parts: 1 });
  });

  it('sends the owner’s text once saved, and the default again after a reset', async () => {
    const saved = await saveTemplate(
      'confirmation_request/roman_ur',
      'Salam {name}! Order {orderNumber} ({total}) confirm karein.',
    );
    expect(saved.statusCode).toBe(200);
    const listed = saved
      .json<{
        templates: {
          kind: string;
          language: string;
          isDefault: boolean;
          updatedBy: string | null;
        }[];
      }>()
      .templates.find(
        (each) => each.kind === 'confirmation_request' && each.language === 'roman_ur',
      );
    expect(listed).toMatchObject({ isDefault: false, updatedBy: 'admin@test.local' });

    const order = await place({ language: 'roman_ur' });
    await sendDue();
    expect(sendTo(order.to).text).toBe(
      `Salam "Ayesha Khan"! Order ${order.number} (PKR 2,699) confirm karein.`,
    );

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/message-templates/confirmation_request/roman_ur',
      headers: t.auth,
    });
    expect(reset.statusCode).toBe(200);
    const again = await place({ language: 'roman_ur' });
    await sendDue();
    expect(sendTo(again.to).text).toContain('Tasdeeq ke liye Confirm');
  });
});

describe('without WhatsApp', () => {
  it('sends by SMS alone, and has no webhook', async () => {
    const only = await createTestApp({
      env: { PUBLIC_URL: 'https://zewar.test', ...smsEnv(), MESSAGE_CONFIRM_DELAY_MINUTES: '0' },
    });
    try {
      const placed = await place({ on: only });
      await only.app.jobs.runNow(MESSAGES_JOB);
      const text = sms.sends.find((send) => send.mobile === placed.to);
      expect(text?.message).toContain('Reply STOP');
      expect(text?.unicode).toBe(false);
      const handshake = await only.app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_VERIFY_TOKEN}&hub.challenge=1`,
      });
      expect(handshake.statusCode).toBe(404);
    } finally {
      await only.close();
    }
  });

  it('marks a message the gateway refuses failed, in the gateway’s words', async () => {
    const only = await createTestApp({
      env: { ...smsEnv(), SMS_PASSWORD: 'wrong-password', MESSAGE_CONFIRM_DELAY_MINUTES: '0' },
    });
    try {
      const order = await place({ on: only });
      await only.app.jobs.runNow(MESSAGES_JOB);
      const [row] = await only.db
        .select()
        .from(shopperMessages)
        .where(eq(shopperMessages.orderId, order.id));
      expect(row).toMatchObject({ status: 'failed', channel: 'sms' });
      expect(row?.lastError).toContain('invalid username or password');
    } finally {
      await only.close();
    }
  });

  it('writes no messages when neither WhatsApp nor SMS is set up', async () => {
    const bare = await createTestApp();
    try {
      const product = await insertTestProduct(bare.db, { priceRupees: 2500 });
      const placed = await postTestOrder(bare.app, product, {}, { messageLanguage: 'ur' });
      expect(placed.statusCode).toBe(201);
      expect(await bare.db.select().from(shopperMessages)).toEqual([]);
      const refused = await postTestOrder(bare.app, product, {}, { messageLanguage: 'fr' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^messageLanguage: /);
    } finally {
      await bare.close();
    }
  });
});

describe('a confirmation request waits its time', () => {
  it('goes after MESSAGE_CONFIRM_DELAY_MINUTES, and not at all to an order no longer waiting', async () => {
    const later = await createTestApp({
      env: { PUBLIC_URL: 'https://zewar.test', ...smsEnv(), MESSAGE_CONFIRM_DELAY_MINUTES: '5' },
    });
    try {
      const placeOne = () => place({ on: later });
      const waiting = await placeOne();
      const confirmed = await placeOne();
      const staff = await adminAuthHeader(later.app);
      const move = await changeOrderStatus(later.app, staff, confirmed.id, {
        status: 'confirmed',
      });
      expect(move.statusCode).toBe(200);
      await later.app.jobs.runNow(MESSAGES_JOB);
      // Five minutes have not passed: only the "confirmed" update went.
      expect(sms.sends.filter((send) => send.mobile === waiting.to)).toHaveLength(0);
      expect(sms.sends.filter((send) => send.mobile === confirmed.to)).toHaveLength(1);

      await later.db.update(shopperMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await later.app.jobs.runNow(MESSAGES_JOB);
      expect(sms.sends.filter((send) => send.mobile === waiting.to)).toHaveLength(1);
      const rows = await later.db
        .select({ kind: shopperMessages.kind, status: shopperMessages.status })
        .from(shopperMessages)
        .where(eq(shopperMessages.orderId, confirmed.id));
      expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'confirmation_request', status: 'skipped' },
        { kind: 'confirmed', status: 'sent' },
      ]);
    } finally {
      await later.close();
    }
  });
});
