import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  orderLookupBodySchema,
  orderLookupResponseSchema,
} from '@shop/domain/schemas/order-lookup.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitBy } from '../rate-limits/public-write-limits';
import { createOrderLookup } from './order-lookup';

/**
 * POST /api/orders/find { number, phone } → { url } of the order's private page. Every attempt counts
 * against LIMIT_ORDER_LOOKUPS_PER_ADDRESS, found or not: the limit is what stops guessing phones.
 */
export const orderLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const findOrder = createOrderLookup(app.db);

  app.post(
    '/orders/find',
    {
      schema: {
        tags: ['orders'],
        body: orderLookupBodySchema,
        response: {
          200: orderLookupResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: limitBy(app, app.writeLimits.orderLookups),
    },
    async (request, reply) => {
      // The answer is a private link: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return findOrder(request.body);
    },
  );
};
