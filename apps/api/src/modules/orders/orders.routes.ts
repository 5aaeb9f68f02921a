import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  createOrderBodySchemaFor,
  orderSchema,
  shopperOrderActionBodySchema,
  trackedOrderSchema,
} from '@shop/domain/schemas/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicForms } from '../../plugins/forms';
import { withinOrderLimits } from '../rate-limits/public-write-limits';
import { mailOrigin } from '../seo/site-origin';
import { ordersServiceOf } from './order-jobs';

/**
 * A checkout attempt's key: printable, long enough not to be guessed (the storefront sends a UUID;
 * 22 characters is a base64 UUID's 128 bits).
 */
const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{22,100}$/, {
      error: 'Idempotency-Key must be 22 to 100 printable characters without spaces',
    })
    .optional(),
});

/** The tracking link's secret; a wrong one is simply an order not found (404). */
/** A token is 64 hex digits; the maximum keeps a longer one a 400, under the router's 414 at 100. */
const trackingParamsSchema = z.object({ token: z.string().max(64) });

/** The spec calls orders "shipping": the routes keep its paths. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicForms);
  const orders = ordersServiceOf(app);

  app.post(
    '/shipping/create',
    {
      schema: {
        tags: ['orders'],
        consumes: ['application/json', 'multipart/form-data'],
        headers: idempotencyHeadersSchema,
        // The shop's caps, which order-placing checks, as the document's maxima.
        body: createOrderBodySchemaFor({
          maxLines: app.config.orderMaxLines,
          maxQuantity: app.config.orderMaxQuantity,
        }),
        response: {
          201: z.object({ order: orderSchema }),
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order } = await withinOrderLimits(app, request, () =>
        orders.create(request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          origin: mailOrigin(app.config),
        }),
      );
      return reply.status(201).send({ order });
    },
  );

  app.get(
    '/orders/track/:token',
    {
      schema: {
        tags: ['orders'],
        params: trackingParamsSchema,
        response: { 200: z.object({ order: trackedOrderSchema }), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Private to whoever holds the link: never kept by a shared cache, never indexed.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return { order: await orders.track(request.params.token) };
    },
  );

  app.post(
    '/orders/track/:token',
    {
      schema: {
        tags: ['orders'],
        params: trackingParamsSchema,
        body: shopperOrderActionBodySchema,
        response: {
          200: z.object({ order: trackedOrderSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const order = await orders.shopperChange(
        request.params.token,
        request.body.status,
        mailOrigin(app.config),
      );
      return { order };
    },
  );
};
