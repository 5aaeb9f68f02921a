import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { orderSchema, updateOrderBodySchema } from '@shop/domain/schemas/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { createOrdersService } from './orders.service';

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersService({
    db: app.db,
    caps: app.config,
    catalogueChanged: () => app.storefrontCache.invalidate(),
  });
  adminListRoute(app, 'orders', orderSchema, (query) => orders.adminList(query));
  const common = { tags: ['orders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/shipping/get',
    { schema: { ...common, response: { 200: z.object({ shipping: z.array(orderSchema) }) } } },
    async () => ({ shipping: await orders.list() }),
  );

  app.post(
    '/shipping/update/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: updateOrderBodySchema,
        response: {
          200: z.object({ order: orderSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      order: await orders.updateShippingInfo(request.params.id, request.body.shippingInfo),
    }),
  );

  app.delete(
    '/shipping/delete-shipping/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      await orders.delete(request.params.id);
      return { message: 'Order deleted.' };
    },
  );
};
