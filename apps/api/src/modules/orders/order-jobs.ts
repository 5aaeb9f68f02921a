/**
 * The orders' background work: the orders service as every route and job builds it, and the jobs that
 * send the outbox's mails and cancel the orders nobody confirmed (decision 0010).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import type { Job } from '../../plugins/jobs';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createSmtpSender } from '../outbox/mail-sender';
import { sendDueMails } from '../outbox/outbox.job';
import { orderMessagesOf } from '../messages/messages-jobs';
import { createOrderParcels } from '../parcel-bookings/order-parcels';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';

export const OUTBOX_JOB = 'outbox';
export const ORDER_EXPIRY_JOB = 'order-expiry';
export const IDEMPOTENCY_KEYS_JOB = 'idempotency-keys';
const IDEMPOTENCY_KEYS_EVERY_MS = 10 * 60_000;
const OUTBOX_EVERY_MS = 10_000;
const EXPIRY_EVERY_MS = 60_000;
/** Orders cancelled per round; the next round takes the rest. */
const EXPIRY_BATCH = 100;

export function ordersServiceOf(app: FastifyInstance) {
  return createOrdersService({
    ...catalogueWriteDeps(app),
    caps: app.config,
    shopEmail: app.config.shopEmail,
    mailsPerRecipient: app.config.limits.mailsPerRecipient,
    parcels: createOrderParcels(app),
    messages: orderMessagesOf(app),
    mailsWritten: (mails) => {
      if (app.config.smtpUrl) {
        app.jobs.runSoon(OUTBOX_JOB);
        return;
      }
      for (const { to, subject } of mails) {
        app.log.info({ to, subject }, 'mail kept in the outbox unsent: SMTP_URL is not set');
      }
    },
  });
}

/** The shop's address for the links of mails no request asked for (the expiry's). */
function backgroundOrigin(app: FastifyInstance): string {
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}

/**
 * Cancels the pending orders placed more than `hours` ago, giving their stock back. Each order is
 * changed under its own row lock with its status checked again, so an order confirmed a moment ago,
 * or one another server process is cancelling, is left as it is.
 */
async function expireUnconfirmedOrders(app: FastifyInstance, hours: number): Promise<number> {
  const orders = ordersServiceOf(app);
  const repository = createOrdersRepository(app.db);
  const cutoff = new Date(Date.now() - hours * 3_600_000);
  let cancelled = 0;
  for (;;) {
    const ids = await repository.pendingPlacedBefore(cutoff, EXPIRY_BATCH);
    for (const id of ids) {
      try {
        await orders.changeStatus(
          { id },
          { to: 'cancelled', actor: { kind: 'system' }, reason: 'not_confirmed' },
          backgroundOrigin(app),
        );
        cancelled += 1;
      } catch (error) {
        // Confirmed, cancelled or deleted since it was read: nothing to do.
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (ids.length < EXPIRY_BATCH) break;
  }
  if (cancelled > 0) app.log.info(`Cancelled ${cancelled} orders nobody confirmed`);
  return cancelled;
}

export function orderJobs(app: FastifyInstance): Job[] {
  const { smtpUrl, mailFrom, orderConfirmHours } = app.config;
  const jobs: Job[] = [];
  // Without SMTP_URL there is nothing to send with: the mails stay in the outbox, logged when written.
  if (smtpUrl) {
    const sender = createSmtpSender(smtpUrl, mailFrom);
    app.addHook('onClose', async () => sender.close());
    jobs.push({
      name: OUTBOX_JOB,
      everyMs: OUTBOX_EVERY_MS,
      run: () => sendDueMails({ db: app.db, sender, log: app.log }),
    });
  }
  jobs.push({
    name: IDEMPOTENCY_KEYS_JOB,
    everyMs: IDEMPOTENCY_KEYS_EVERY_MS,
    run: () => ordersServiceOf(app).forgetExpiredIdempotencyKeys(),
  });
  if (orderConfirmHours > 0) {
    jobs.push({
      name: ORDER_EXPIRY_JOB,
      everyMs: EXPIRY_EVERY_MS,
      run: () => expireUnconfirmedOrders(app, orderConfirmHours),
    });
  }
  return jobs;
}
