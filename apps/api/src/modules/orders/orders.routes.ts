import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { createOrderBodySchema, orderSchema } from '@shop/domain/schemas/order.schema';
import { publicForms } from '../../plugins/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy, orderPhoneKey } from '../rate-limits/public-write-limits';
import { createOrdersService } from './orders.service';

/** The spec calls orders "shipping": the routes keep its paths. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicForms);
  const orders = createOrdersService({
    db: app.db,
    caps: app.config,
    catalogueChanged: () => app.storefrontCache.invalidate(),
  });

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
          429: apiErrorSchema,
        },
      },
      preHandler: [
        limitBy(app, app.writeLimits.ordersPerAddress),
        limitBy(app, app.writeLimits.ordersPerPhone, orderPhoneKey),
      ],
    },
    async (request, reply) => reply.status(201).send({ order: await orders.create(request.body) }),
  );
};
