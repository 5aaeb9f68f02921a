/**
 * The order e-mails through the outbox to a real SMTP server started here (the smtp-server package):
 * what arrives, a refused mail tried again and delivered once, and nothing sent without SMTP_URL.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox-emails';
import { createTestApp, setUpTestApp } from '../../test/app';
import { setUpForTests } from '../../test/set-up-for-tests';
import { changeOrderStatus } from '../../test/orders';
import { insertTestProduct, postTestOrder, TEST_SHIPPING_INFO } from '../demo/test-fixtures';
import { OUTBOX_JOB } from '../orders/order-jobs';
import { createOutboxRepository } from './outbox.repository';

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server on a free port that keeps what it receives, and refuses the next mail on request. */
async function startSmtpServer() {
  const received: Received[] = [];
  let refuseNext = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext) {
          refuseNext = false;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNextMail: () => {
      refuseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.+)$`, 'mi').exec(raw)?.[1]?.trim();

describe('order e-mails through the outbox', () => {
  const smtp = setUpForTests(startSmtpServer);
  const t = setUpTestApp(() => ({
    env: {
      SMTP_URL: smtp.url,
      SHOP_EMAIL: 'orders@zewar.test',
      MAIL_FROM: 'Zewar & Bags <orders@zewar.test>',
      PUBLIC_URL: 'https://zewar.test',
    },
  }));

  const place = async () => {
    const ring = await insertTestProduct(t.db, { title: 'Kundan ring', priceRupees: 1000 });
    const response = await postTestOrder(t.app, { ...ring, selectedColor: 'gold' });
    expect(response.statusCode).toBe(201);
    return response.json<{ order: { id: number; number: string; trackingToken: string } }>().order;
  };
  const mailsAbout = (number: string) =>
    smtp.received.filter((mail) => header(mail.raw, 'Subject')?.includes(number));

  it('sends the shopper and the shop a mail when an order is placed', async () => {
    const order = await place();
    await t.app.jobs.runNow(OUTBOX_JOB);
    const mails = mailsAbout(order.number);
    expect(mails.map((mail) => mail.to)).toEqual([
      [TEST_SHIPPING_INFO.email],
      ['orders@zewar.test'],
    ]);
    const [shopper, shop] = mails as [Received, Received];
    expect(header(shopper.raw, 'Subject')).toBe(`Your order ${order.number} is placed`);
    expect(header(shopper.raw, 'From')).toContain('orders@zewar.test');
    // Quoted-printable may fold long lines: read the body unfolded.
    const body = shopper.raw.replace(/=\r?\n/g, '');
    expect(body).toContain(`https://zewar.test/order/${order.trackingToken}`);
    expect(body).toContain('PKR 1,199');
    expect(header(shop.raw, 'Subject')).toBe(`New order ${order.number}: Ayesha Khan, Lahore`);
    expect(await createOutboxRepository(t.db).unsent()).toEqual([]);
  });

  it('tells the shopper when the order ships, with the courier and tracking number', async () => {
    const order = await place();
    const change = (payload: Record<string, unknown>) =>
      changeOrderStatus(t.app, t.auth, order.id, payload);
    await change({ status: 'confirmed' });
    await change({ status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-5521' });
    await t.app.jobs.runNow(OUTBOX_JOB);
    const shipped = mailsAbout(order.number).find((mail) =>
      header(mail.raw, 'Subject')?.includes('on its way'),
    );
    expect(shipped?.to).toEqual([TEST_SHIPPING_INFO.email]);
    expect(shipped?.raw).toContain('TCS-5521');
  });

  it('keeps a refused mail and delivers it once on a later try', async () => {
    smtp.refuseNextMail();
    const order = await place();
    await t.app.jobs.runNow(OUTBOX_JOB);
    const unsent = await createOutboxRepository(t.db).unsent();
    expect(unsent).toHaveLength(1);
    expect(unsent[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining('busy') });
    // The retry waits (30 s after a first failure); move its time to now instead of waiting.
    await t.db.update(outboxEmails).set({ nextAttemptAt: sql`now()` });
    await t.app.jobs.runNow(OUTBOX_JOB);
    await t.app.jobs.runNow(OUTBOX_JOB);

    expect(await createOutboxRepository(t.db).unsent()).toEqual([]);
    const mails = mailsAbout(order.number);
    expect(mails).toHaveLength(2);
    const ids = mails.map((mail) => header(mail.raw, 'Message-ID'));
    expect(new Set(ids).size).toBe(2);
  });

  it('writes nothing for a change that failed', async () => {
    const before = smtp.received.length;
    const gone = { id: 987654, priceRupees: 1000, selectedColor: '' };
    const refused = await postTestOrder(t.app, gone);
    expect(refused.statusCode).toBe(409);
    await t.app.jobs.runNow(OUTBOX_JOB);
    expect(smtp.received.length).toBe(before);
  });
});

describe('order e-mails without SMTP_URL', () => {
  it('keeps them in the outbox, unsent', async () => {
    const t = await createTestApp();
    try {
      const ring = await insertTestProduct(t.db, { priceRupees: 1000 });
      const response = await postTestOrder(
        t.app,
        { ...ring, selectedColor: '' },
        { email: 'not an address' },
      );
      expect(response.statusCode).toBe(201);
      // The shop's copy (to the first admin) waits; the shopper typed no address, so gets none.
      const unsent = await createOutboxRepository(t.db).unsent();
      expect(unsent.map((mail) => mail.to)).toEqual([t.config.shopEmail]);
      expect(unsent[0]?.attempts).toBe(0);
    } finally {
      await t.close();
    }
  });
});
