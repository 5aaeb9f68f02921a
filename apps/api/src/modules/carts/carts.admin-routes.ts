import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { cartItemSchema, cartSchema } from '@shop/domain/schemas/cart.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { createCartsService } from './carts.service';

export const cartsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartsService({ db: app.db });
  adminListRoute(app, 'carts', cartItemSchema, (query) => carts.adminList(query));
  const common = { tags: ['carts'] };

  app.get(
    '/cart/',
    { schema: { ...common, response: { 200: z.object({ carts: z.array(cartSchema) }) } } },
    async () => ({ carts: await carts.listCarts() }),
  );

  app.get(
    '/cart/get',
    { schema: { ...common, response: { 200: z.object({ cartItems: z.array(cartItemSchema) }) } } },
    async () => ({ cartItems: await carts.listItems() }),
  );

  app.get(
    '/cart/get/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: z.object({ cartItem: cartItemSchema }), 404: apiErrorSchema },
      },
    },
    async (request) => ({ cartItem: await carts.get(request.params.id) }),
  );
};
