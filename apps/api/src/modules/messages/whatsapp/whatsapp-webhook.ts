/**
 * What WhatsApp's webhook tells the shop, following Meta's "Webhooks" reference for the Cloud API
 * (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components and payload examples):
 * `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
 * messaging_product, metadata, contacts, messages?: [...], statuses?: [...] } }] }] }`.
 * - A status: `{ id: "wamid…", status: "sent" | "delivered" | "read" | "failed", timestamp,
 *   recipient_id, errors?: [{ code, title, message, error_data: { details } }] }`.
 * - A quick-reply button pressed on a template: a message `{ from, id, type: "button", context: {
 *   from, id: <the template's wamid> }, button: { payload, text } }`; an interactive reply button's
 *   is `type: "interactive", interactive: { type: "button_reply", button_reply: { id, title } }`.
 * - A text: `{ from, id, type: "text", text: { body } }`.
 * Anything else (other fields, media, reactions) is not the shop's business and is ignored. Each
 * message and each status is taken once (whatsapp_webhook_events): Meta delivers again after a slow
 * answer, and a signed body seen once can be sent again by whoever saw it.
 */
import { isStartReply, isStopReply } from '@shop/domain/shopper-messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../plugins/errors';
import { ordersServiceOf } from '../../orders/order-jobs';
import { mailOrigin } from '../../seo/site-origin';
import { MESSAGES_JOB } from '../messages-jobs';
import { createMessagesRepository } from '../messages.repository';
import {
  CANCEL_PAYLOAD,
  CONFIRM_PAYLOAD,
  UNREACHABLE_CODES,
  whatsAppError,
} from './whatsapp-client';

const text = z.string().max(5000);
const inboundSchema = z.object({
  id: text,
  from: text,
  type: text,
  context: z.object({ id: text.optional() }).optional(),
  text: z.object({ body: text }).optional(),
  button: z.object({ payload: text.optional(), text: text.optional() }).optional(),
  interactive: z
    .object({ button_reply: z.object({ id: text, title: text.optional() }).optional() })
    .optional(),
});
const statusSchema = z.object({
  id: text,
  status: text,
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: text.optional(),
        message: text.optional(),
        error_data: z.object({ details: text.optional() }).optional(),
      }),
    )
    .optional(),
});
const notificationSchema = z.object({
  object: text.optional(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: text.optional(),
          value: z
            .object({
              messages: z.array(z.unknown()).optional(),
              statuses: z.array(z.unknown()).optional(),
            })
            .optional(),
        }),
      ),
    }),
  ),
});

export type Inbound = z.infer<typeof inboundSchema>;
export type StatusNews = z.infer<typeof statusSchema>;

export function createWhatsAppWebhook(app: FastifyInstance) {
  const repository = createMessagesRepository(app.db);
  const orders = ordersServiceOf(app);
  const smsSetUp = app.config.messaging.sms !== undefined;

  async function takeStatus(news: StatusNews): Promise<void> {
    // Looked up first: the status of a message the shop does not know (another app's on the same
    // number) is not kept.
    const message = await repository.findByProviderId(news.id);
    if (!message || message.channel !== 'whatsapp') return;
    if (!(await repository.firstTime(`status:${news.id}:${news.status}`))) return;
    if (news.status === 'sent' || news.status === 'delivered' || news.status === 'read') {
      await repository.advanceStatus(message.id, news.status);
      return;
    }
    if (news.status !== 'failed') return;
    const first = news.errors?.[0];
    const reason = whatsAppError(
      200,
      first?.code,
      [first?.title ?? first?.message ?? 'failed', first?.error_data?.details]
        .filter(Boolean)
        .join(': '),
    );
    if (first?.code !== undefined && UNREACHABLE_CODES.has(first.code) && smsSetUp) {
      if (await repository.requeueAsSms(message.id, reason.message)) app.jobs.runSoon(MESSAGES_JOB);
      return;
    }
    await repository.markFinal(message.id, 'failed', {
      error: reason.message,
      channel: 'whatsapp',
    });
  }

  /** Confirm or Cancel pressed under the confirmation request: the tracking page's own change. */
  async function takeButton(inbound: Inbound, payload: string): Promise<void> {
    const to =
      payload === CONFIRM_PAYLOAD ? 'confirmed' : payload === CANCEL_PAYLOAD ? 'cancelled' : null;
    const replyTo = inbound.context?.id;
    if (!to || !replyTo) return;
    const message = await repository.findByProviderId(replyTo);
    // Only the phone the request went to answers it.
    if (message?.kind !== 'confirmation_request' || message.phone !== inbound.from) return;
    if (message.orderId === null) return;
    const order = await repository.orderFacts(message.orderId);
    if (!order) return;
    try {
      await orders.shopperChange(order.trackingToken, to, mailOrigin(app.config));
    } catch (error) {
      // Confirmed, cancelled or shipped meanwhile: the order stays as it is.
      if (!(error instanceof AppError)) throw error;
      app.log.info(
        { order: message.orderId, answer: to, reason: error.message },
        'a WhatsApp answer to a confirmation request changed nothing',
      );
    }
  }

  async function takeMessage(inbound: Inbound): Promise<void> {
    if (!(await repository.firstTime(`message:${inbound.id}`))) return;
    const payload = inbound.button?.payload ?? inbound.interactive?.button_reply?.id;
    if (payload) {
      await takeButton(inbound, payload);
      return;
    }
    const body = inbound.text?.body ?? inbound.button?.text;
    if (body && isStopReply(body) && /^923\d{9}$/.test(inbound.from)) {
      await repository.optOut(`+${inbound.from}`, body, 'whatsapp');
      app.log.info(
        { phone: `+${inbound.from.slice(0, 5)}…` },
        'a shopper replied STOP on WhatsApp',
      );
    } else if (body && isStartReply(body) && /^923\d{9}$/.test(inbound.from)) {
      // START lifts a STOP (whether the shopper or staff recorded it); without one it changes nothing.
      if (await repository.optIn(`+${inbound.from}`)) {
        app.log.info(
          { phone: `+${inbound.from.slice(0, 5)}…` },
          'a shopper replied START on WhatsApp',
        );
      }
    }
  }

  /** Takes a notification in; never throws: each part that fails is logged, the rest still count. */
  return async function take(body: unknown): Promise<void> {
    const notification = notificationSchema.safeParse(body);
    if (!notification.success) return;
    for (const entry of notification.data.entry) {
      for (const change of entry.changes) {
        for (const raw of change.value?.statuses ?? []) {
          const news = statusSchema.safeParse(raw);
          if (news.success) await guarded(() => takeStatus(news.data));
        }
        for (const raw of change.value?.messages ?? []) {
          const inbound = inboundSchema.safeParse(raw);
          if (inbound.success) await guarded(() => takeMessage(inbound.data));
        }
      }
    }
  };

  async function guarded(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, 'a WhatsApp notification could not be taken in');
    }
  }
}
