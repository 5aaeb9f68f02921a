/**
 * The messages' place in the app: the hooks the orders service calls (order-messages.ts) and the job
 * that sends (messages.job.ts), both present only when WhatsApp or an SMS gateway is set up.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../plugins/jobs';
import { mailOrigin } from '../seo/site-origin';
import { createOrderMessages, type OrderMessages } from './order-messages';
import { sendDueMessages, type MessageChannels } from './messages.job';
import { createSendpkChannel } from './sms/sendpk-client';
import { createWhatsAppChannel } from './whatsapp/whatsapp-client';

export const MESSAGES_JOB = 'shopper-messages';
/** Often enough that a confirmation request goes within a minute of its time. */
const MESSAGES_EVERY_MS = 15_000;

export function orderMessagesOf(app: FastifyInstance): OrderMessages | undefined {
  return createOrderMessages(app.config.messaging, () => app.jobs.runSoon(MESSAGES_JOB));
}

export function messageChannelsOf(app: FastifyInstance): MessageChannels {
  const { whatsapp, sms } = app.config.messaging;
  return {
    whatsapp: whatsapp ? createWhatsAppChannel(whatsapp) : undefined,
    sms: sms ? createSendpkChannel(sms) : undefined,
  };
}

export function messageJobs(app: FastifyInstance): Job[] {
  const { whatsapp, sms } = app.config.messaging;
  if (!whatsapp && !sms) return [];
  const channels = messageChannelsOf(app);
  return [
    {
      name: MESSAGES_JOB,
      everyMs: MESSAGES_EVERY_MS,
      run: () =>
        sendDueMessages({ db: app.db, channels, origin: mailOrigin(app.config), log: app.log }),
    },
  ];
}
