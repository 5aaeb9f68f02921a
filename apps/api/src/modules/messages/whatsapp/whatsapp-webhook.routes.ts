/**
 * WhatsApp's webhook (Meta's "Webhooks" guide: developers.facebook.com/docs/graph-api/webhooks/
 * getting-started): GET answers the subscription handshake, echoing `hub.challenge` when `hub.mode`
 * is `subscribe` and `hub.verify_token` is WHATSAPP_VERIFY_TOKEN (403 otherwise); POST carries the
 * notifications, believed only with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with
 * WHATSAPP_APP_SECRET>`, compared in constant time (401 without it). A believed notification is always
 * answered 200, whatever it says: Meta retries anything else and in the end turns the webhook off.
 * Without WHATSAPP_APP_SECRET the webhook is not set up (404), as a courier's is.
 */
import { createHmac } from 'node:crypto';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../plugins/errors';
import { sameSecret } from '../../parcel-tracking/courier-webhooks.routes';
import { createWhatsAppWebhook } from './whatsapp-webhook';

/** Meta batches at most a thousand updates; their JSON stays far below this. */
const NOTIFICATION_BODY_LIMIT = 1024 * 1024;

const NOT_SET_UP = 'No WhatsApp webhook is set up for this shop.';
const NOT_SIGNED = 'This notification is not signed with the shop’s WhatsApp app secret.';
const WRONG_TOKEN = 'The verify token is not the shop’s.';

export function signatureOf(body: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, for checking its signature (this plugin's requests only). */
    rawBody?: Buffer;
  }
}

export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhook = app.config.messaging.whatsapp?.webhook;
  const take = createWhatsAppWebhook(app);
  const common = { tags: ['whatsapp'] };

  // The signature is over the bytes Meta sent: keep them before parsing. A body that is not JSON
  // is not an error here: it is believed or not by its signature, and then ignored.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      try {
        done(null, raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as unknown) : null);
      } catch {
        done(null, null);
      }
    },
  );

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        ...common,
        summary: 'Meta’s subscription handshake: echoes hub.challenge to the right verify token',
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: {
          200: z.string(),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!webhook) throw new AppError('not_found', NOT_SET_UP);
      const query = request.query;
      const challenge = query['hub.challenge'] ?? '';
      const believed =
        query['hub.mode'] === 'subscribe' &&
        sameSecret(query['hub.verify_token'], webhook.verifyToken) &&
        /^[A-Za-z0-9_-]{1,200}$/.test(challenge);
      if (!believed) throw new AppError('forbidden', WRONG_TOKEN);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/whatsapp/webhook',
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'WhatsApp’s notifications: message statuses, button replies, STOP',
        headers: z.object({ 'x-hub-signature-256': z.string().max(200).optional() }),
        body: z.unknown(),
        response: {
          200: z.object({ received: z.literal(true) }),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: async (request: FastifyRequest) => {
        if (!webhook) throw new AppError('not_found', NOT_SET_UP);
        const given = request.headers['x-hub-signature-256'];
        const raw = request.rawBody ?? Buffer.alloc(0);
        if (!sameSecret(given, signatureOf(raw, webhook.appSecret))) {
          throw new AppError('unauthorized', NOT_SIGNED);
        }
      },
    },
    async (request) => {
      await take(request.body);
      return { received: true as const };
    },
  );
};
