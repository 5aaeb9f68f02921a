/**
 * The checkout's "Send me a reminder" (issue #30): POST /checkout-drafts saves the cart under the
 * shopper's phone when she ticked it; GET /checkout-drafts/:token answers the lines a reminder's link
 * puts back into the cart. Saves are counted per client address and per phone (LIMIT_CHECKOUT_DRAFTS_*).
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  checkoutDraftBodySchema,
  checkoutDraftSavedSchema,
  checkoutDraftTokenParamsSchema,
  restoredCartSchema,
} from '@shop/domain/schemas/checkout-draft.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftPhoneKey, limitBy } from '../rate-limits/public-write-limits';
import { createCheckoutDrafts } from './checkout-drafts';
import { MESSAGES_JOB } from './messages-jobs';

export const checkoutDraftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const drafts = createCheckoutDrafts(app.db, app.config.messaging, () =>
    app.jobs.runSoon(MESSAGES_JOB),
  );

  app.post(
    '/checkout-drafts',
    {
      schema: {
        tags: ['checkout-drafts'],
        summary: 'Saves a checkout the shopper agreed to be reminded of',
        body: checkoutDraftBodySchema,
        response: { 201: checkoutDraftSavedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: [
        limitBy(app, app.writeLimits.checkoutDrafts),
        limitBy(app, app.writeLimits.checkoutDraftsPerPhone, draftPhoneKey),
      ],
    },
    async (request, reply) => reply.status(201).send(await drafts.save(request.body)),
  );

  app.get(
    '/checkout-drafts/:token',
    {
      schema: {
        tags: ['checkout-drafts'],
        summary: 'The cart a reminder’s link puts back',
        params: checkoutDraftTokenParamsSchema,
        response: { 200: restoredCartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => drafts.restore(request.params.token),
  );
};
