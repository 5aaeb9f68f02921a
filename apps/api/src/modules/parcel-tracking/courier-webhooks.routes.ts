/**
 * The couriers' webhooks (issue #28, decision 0028), each taken in by the same apply as the sync job.
 * Leopards sends the key and secret agreed at setup in headers; Trax sends no credentials, so the
 * address given to Trax carries a secret (TRAX_WEBHOOK_SECRET). Both are compared in constant time,
 * before the body is read: a wrong one is a 401, a courier with no webhook set up a 404, a body not in
 * the courier's shape a 400 naming the field. PostEx has no webhooks.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { COURIER_LABELS, type CourierName } from '@shop/domain/couriers';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { TRAX_WEBHOOK_SECRET_MAX_LENGTH } from '../../config-env-schema';
import {
  leopardsNews,
  leopardsPushAnswerSchema,
  leopardsPushSchema,
  traxNews,
  traxPushAnswerSchema,
  traxPushSchema,
} from './courier-pushes';
import { createParcelTracking, type TrackingNews } from './parcel-tracking';
import { createParcelTrackingRepository } from './parcel-tracking.repository';

/** Equal without telling by its time how much of it was right (hashes make the lengths equal). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const NOT_BELIEVED = 'This push does not carry the shop’s webhook credentials.';

/** What a push is refused with: a body not in the courier's shape, wrong credentials, no webhook. */
const PUSH_ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** A push may name at most this much; Trax's form-encoded pushes are read within it too. */
const PUSH_BODY_LIMIT = 256 * 1024;

export const courierWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const parcels = createParcelTrackingRepository(app.db);
  const tracking = createParcelTracking(app);
  const common = { tags: ['couriers'] };

  // Trax does not say how its pushes are encoded: form fields are read like JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The courier's webhook credentials; a 404 when the courier or its webhook is not set up. */
  function webhookOf<Name extends keyof AppConfig['couriers']['webhooks']>(courier: Name) {
    const expected = app.config.couriers.webhooks[courier];
    if (!expected || !app.couriers.some((configured) => configured.name === courier)) {
      throw new AppError(
        'not_found',
        `No ${COURIER_LABELS[courier]} webhook is set up for this shop.`,
      );
    }
    return expected;
  }

  /** Takes one parcel's news in; false when the parcel is not one the shop booked with the courier. */
  async function take(courier: CourierName, trackingNumber: string, news: TrackingNews) {
    const parcel = await parcels.findBooked(courier, trackingNumber);
    if (!parcel) {
      app.log.info(
        { courier, trackingNumber },
        'a courier pushed news of a parcel the shop did not book',
      );
      return false;
    }
    await tracking.apply(parcel, news);
    return true;
  }

  app.post(
    '/couriers/leopards/webhook',
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        ...common,
        summary: "Leopards' Push API: status updates of the shop's parcels",
        headers: z.object({
          'x-api-key': z.string().optional(),
          'x-api-secret': z.string().optional(),
        }),
        body: leopardsPushSchema,
        response: { 202: leopardsPushAnswerSchema, ...PUSH_ERRORS },
      },
      onRequest: async (request: FastifyRequest) => {
        const expected = webhookOf('leopards');
        // Both compared, always: which one was wrong is not told by the time taken either.
        const key = sameSecret(request.headers['x-api-key'], expected.key);
        const secret = sameSecret(request.headers['x-api-secret'], expected.secret);
        if (!(key && secret)) throw new AppError('unauthorized', NOT_BELIEVED);
      },
    },
    async (request, reply) => {
      for (const update of request.body.data) {
        await take('leopards', update.cn_number, leopardsNews(update, app.log));
      }
      return reply.code(202).send({ status: 1, errors: [] });
    },
  );

  app.post(
    '/couriers/trax/webhook/:secret',
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        ...common,
        summary: "Trax's shipment-status webhook; the address given to Trax carries the secret",
        params: z.object({ secret: z.string().max(TRAX_WEBHOOK_SECRET_MAX_LENGTH) }),
        body: traxPushSchema,
        response: { 200: traxPushAnswerSchema, ...PUSH_ERRORS },
      },
      onRequest: async (request: FastifyRequest) => {
        const expected = webhookOf('trax');
        const { secret } = request.params as { secret?: string };
        if (!sameSecret(secret, expected)) throw new AppError('unauthorized', NOT_BELIEVED);
      },
    },
    async (request) => {
      const news = traxNews(request.body, app.log);
      if (news) await take('trax', request.body.tracking_number, news);
      return { status: 0 as const, message: 'Received' };
    },
  );
};
