import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { createOrderBodySchema, orderSchema } from '@shop/domain/schemas/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrdersService } from './orders.service';

/** The spec calls orders "shipping": the routes keep its paths. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersService({ db: app.db });

  app.post(
    '/shipping/create',
    {
      schema: {
        tags: ['orders'],
        consumes: ['application/json', 'multipart/form-data'],
        body: createOrderBodySchema,
        response: {
          201: z.object({ order: orderSchema }),
          400: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send({ order: await orders.create(request.body) }),
  );
};
