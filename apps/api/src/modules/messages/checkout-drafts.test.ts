/**
 * Checkouts left unfinished (issue #30): the checkout's "Send me a reminder" saves the cart under the
 * phone; the messages job reminds after the first delay and again after the second, each with a link
 * that restores the lines; none after an order from the phone, a STOP or a block; START lifts a STOP;
 * staff record and lift a STOP; bad input is a 400 naming the field; abuse is a 429.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopperMessages } from '../../db/schema/shopper-messages';
import { createTestApp, setUpTestApp } from '../../test/app';
import {
  startWhatsAppServer,
  whatsAppSendingEnv,
  WHATSAPP_TEST_WEBHOOK_ENV,
} from '../../test/messaging/whatsapp-server';
import { setUpForTests } from '../../test/set-up-for-tests';
import { insertTestProduct, postTestOrder } from '../demo/test-fixtures';
import { MESSAGES_JOB } from './messages-jobs';

const wa = setUpForTests(startWhatsAppServer);
const t = setUpTestApp(() => ({
  env: {
    PUBLIC_URL: 'https://zewar.test',
    ...whatsAppSendingEnv(wa),
    ...WHATSAPP_TEST_WEBHOOK_ENV,
    MESSAGE_CONFIRM_DELAY_MINUTES: '0',
  },
}));

let phoneSerial = 5000;
const newPhone = () => `0300${String(10_000_000 + (phoneSerial += 1)).slice(1)}`;
const international = (phone: string) => `92${phone.slice(1)}`;
const sendDue = () => t.app.jobs.runNow(MESSAGES_JOB);
const sendsTo = (phone: string) => wa.sends.filter((send) => send.to === international(phone));

/** The checkout's "Send me a reminder" for `phone`, a new shopper's unless given. */
async function saveDraft(phone = newPhone(), extra: Record<string, unknown> = {}) {
  const product = await insertTestProduct(t.db, { title: 'Kundan jhumka', priceRupees: 2500 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkout-drafts',
    payload: {
      phone,
      name: 'Ayesha Khan',
      consent: true,
      messageLanguage: 'roman_ur',
      lines: [{ id: product.id, selectedColor: '', quantity: 2 }],
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    phone,
    product,
    reminders: response.json<{ reminders: { kind: string; dueAt: string }[] }>().reminders,
  };
}

/** Moves the clock for the phone's reminder of this kind so it is due now, and runs the messages job. */
async function sendWhenDue(phone: string, kind: 'cart_reminder_1' | 'cart_reminder_2') {
  await t.db
    .update(shopperMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(shopperMessages.phone, international(phone)), eq(shopperMessages.kind, kind)));
  await sendDue();
}

async function reminderStatuses(phone: string) {
  const rows = await t.db
    .select({ kind: shopperMessages.kind, status: shopperMessages.status })
    .from(shopperMessages)
    .where(eq(shopperMessages.phone, international(phone)));
  return Object.fromEntries(
    rows.filter((row) => row.kind.startsWith('cart_')).map((row) => [row.kind, row.status]),
  );
}

async function placeOrder(phone: string, productId: number) {
  const response = await postTestOrder(t.app, { id: productId, priceRupees: 2500 }, { phone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: { id: number } }>().order;
}

const linkIn = (text: string) => /https:\/\/zewar\.test\/cart\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('reminders of a checkout left unfinished', () => {
  it('sends the first after an hour and the second after 24 hours, each with a link that restores the lines', async () => {
    const { phone, product, reminders } = await saveDraft();
    const inMinutes = (at: string) => Math.round((Date.parse(at) - Date.now()) / 60_000);
    expect(reminders.map((each) => [each.kind, inMinutes(each.dueAt)])).toEqual([
      ['cart_reminder_1', 60],
      ['cart_reminder_2', 1440],
    ]);

    await sendDue();
    expect(sendsTo(phone)).toHaveLength(0);

    await sendWhenDue(phone, 'cart_reminder_1');
    expect(sendsTo(phone)).toHaveLength(1);
    const [first] = sendsTo(phone);
    if (!first) throw new Error('no first reminder');
    expect(first.template).toBe('shop_cart_reminder_1');
    expect(first.text).toContain('"Ayesha Khan"');
    expect(first.text).toContain('STOP');
    const token = linkIn(first.text);
    expect(token).toBeDefined();

    const restored = await t.app.inject({ method: 'GET', url: `/api/checkout-drafts/${token}` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      lines: [{ id: product.id, selectedColor: '', quantity: 2 }],
    });

    await sendWhenDue(phone, 'cart_reminder_2');
    expect(sendsTo(phone)).toHaveLength(2);
    expect(sendsTo(phone)[1]?.template).toBe('shop_cart_reminder_2');
    expect(linkIn(sendsTo(phone)[1]?.text ?? '')).toBe(token);
    expect(await reminderStatuses(phone)).toEqual({
      cart_reminder_1: 'sent',
      cart_reminder_2: 'sent',
    });
  });

  it('a later save from the phone changes the draft and moves its reminders, never a third', async () => {
    const { phone } = await saveDraft();
    const { product } = await saveDraft(phone, { name: 'Ayesha K' });
    await sendWhenDue(phone, 'cart_reminder_1');
    expect(sendsTo(phone)).toHaveLength(1);
    const token = linkIn(sendsTo(phone)[0]?.text ?? '');
    const restored = await t.app.inject({ method: 'GET', url: `/api/checkout-drafts/${token}` });
    expect(restored.json<{ lines: { id: number }[] }>().lines[0]?.id).toBe(product.id);
    expect(sendsTo(phone)[0]?.text).toContain('"Ayesha K"');
  });

  it('sends none after an order from the phone', async () => {
    const { phone, product } = await saveDraft();
    await placeOrder(phone, product.id);
    await sendWhenDue(phone, 'cart_reminder_1');
    expect(sendsTo(phone).filter((send) => send.template.startsWith('shop_cart'))).toHaveLength(0);
    expect(await reminderStatuses(phone)).toEqual({
      cart_reminder_1: 'skipped',
      cart_reminder_2: 'skipped',
    });
  });

  it('sends none after a STOP; START lifts it', async () => {
    const { phone } = await saveDraft();
    const deliver = (body: string) => {
      const signed = wa.signed(wa.textMessage(international(phone), body));
      return t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: signed.headers,
        payload: signed.body,
      });
    };
    expect((await deliver('STOP')).statusCode).toBe(200);
    await sendWhenDue(phone, 'cart_reminder_1');
    expect(sendsTo(phone)).toHaveLength(0);
    expect((await reminderStatuses(phone)).cart_reminder_1).toBe('stopped');

    expect((await deliver('Shuru karo')).statusCode).toBe(200);
    await sendWhenDue(phone, 'cart_reminder_2');
    expect(sendsTo(phone)).toHaveLength(1);
  });

  it('sends none to a blocked phone', async () => {
    const { phone, product } = await saveDraft();
    // An older order of the phone, so staff can block it from the order page.
    const order = await placeOrder(phone, product.id);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/block-phone`,
      headers: t.auth,
      payload: { reason: 'Fake orders' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    // A new checkout from the blocked phone after the order.
    await saveDraft(phone);
    await sendWhenDue(phone, 'cart_reminder_1');
    expect(sendsTo(phone).filter((send) => send.template.startsWith('shop_cart'))).toHaveLength(0);
    const statuses = await t.db
      .select({ status: shopperMessages.status, kind: shopperMessages.kind })
      .from(shopperMessages)
      .where(
        and(
          eq(shopperMessages.phone, international(phone)),
          eq(shopperMessages.kind, 'cart_reminder_1'),
        ),
      );
    expect(statuses.map((row) => row.status)).toContain('skipped');
  });
});

describe('the restore link', () => {
  it('answers 404 with a clear message for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/checkout-drafts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This cart link is unknown or has expired' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/checkout-drafts/a%20b' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^token: /);
  });
});

describe('bad input', () => {
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/checkout-drafts', payload });
  const line = { id: 1, selectedColor: '', quantity: 1 };

  it('is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '0300123', consent: true, lines: [line] }, 'phone'],
      [{ phone: '04235761234', consent: true, lines: [line] }, 'phone'],
      [{ phone: '03001234567', consent: false, lines: [line] }, 'consent'],
      [{ phone: '03001234567', lines: [line] }, 'consent'],
      [{ phone: '03001234567', consent: true, lines: [] }, 'lines'],
      [
        { phone: '03001234567', consent: true, lines: [{ ...line, quantity: 0 }] },
        'lines.0.quantity',
      ],
      [
        { phone: '03001234567', consent: true, lines: [line], messageLanguage: 'fr' },
        'messageLanguage',
      ],
      [{ phone: '03001234567', consent: true, lines: [line], extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response.json<{ fieldErrors: Record<string, string> }>().fieldErrors,
        field,
      ).toHaveProperty([field]);
    }
  });
});

describe('staff and a phone’s STOP', () => {
  it('records and lifts a STOP from the order page', async () => {
    const { phone, product } = await saveDraft();
    const order = await placeOrder(phone, product.id);
    const url = `/api/admin/orders/${order.id}/message-stop`;
    const recorded = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth,
      payload: { note: 'Asked on the phone' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<{ stopped: unknown }>().stopped).toMatchObject({
      reply: 'Asked on the phone',
      by: 'admin@test.local',
    });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth,
      payload: { note: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/^note: /);
    const lifted = await t.app.inject({ method: 'DELETE', url, headers: t.auth });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<{ stopped: unknown }>().stopped).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
  });
});

describe('the limits', () => {
  it('refuses more saves for one phone than LIMIT_CHECKOUT_DRAFTS_PER_PHONE with 429', async () => {
    const limited = await createTestApp({
      env: {
        ...whatsAppSendingEnv(wa),
        LIMIT_CHECKOUT_DRAFTS_PER_PHONE: '2/d',
        LIMIT_CHECKOUT_DRAFTS_PER_ADDRESS: '3/h',
      },
    });
    try {
      const save = (phone: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/checkout-drafts',
          payload: { phone, consent: true, lines: [{ id: 1, selectedColor: '', quantity: 1 }] },
        });
      expect((await save('0300 1112223')).statusCode).toBe(201);
      expect((await save('+92 300 1112223')).statusCode).toBe(201);
      const third = await save('03001112223');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json<{ message: string }>().message).toMatch(/this phone number/);
      // The address's own limit: a fourth save, another phone.
      const fourth = await save('03001112224');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<{ message: string }>().message).toMatch(/your connection/);
    } finally {
      await limited.close();
    }
  });
});

describe('a shop that sends no messages', () => {
  it('keeps the cart for its link but promises no reminder', async () => {
    const quiet = await createTestApp();
    try {
      const product = await insertTestProduct(quiet.db, { title: 'Tote bag', priceRupees: 1800 });
      const saved = await quiet.app.inject({
        method: 'POST',
        url: '/api/checkout-drafts',
        payload: {
          phone: '03001239876',
          consent: true,
          lines: [{ id: product.id, selectedColor: '', quantity: 1 }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toEqual({ reminders: [] });
      expect(await quiet.db.select().from(shopperMessages)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
