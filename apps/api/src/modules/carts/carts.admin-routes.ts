import { cartItemSchema, cartSchema } from '@shop/domain/schemas/cart.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { getByIdRoute } from '../../plugins/by-id-routes';
import { wholeListRoute } from '../../plugins/whole-list-route';
import { createCartsService } from './carts.service';

export const cartsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartsService({ db: app.db });
  adminListRoute(app, 'carts', cartItemSchema, (query) => carts.adminList(query));
  const tag = 'carts';

  wholeListRoute(app, {
    path: '/cart/',
    tag,
    key: 'carts',
    item: cartSchema,
    list: () => carts.listCarts(),
  });

  wholeListRoute(app, {
    path: '/cart/get',
    tag,
    key: 'cartItems',
    item: cartItemSchema,
    list: () => carts.listItems(),
  });

  getByIdRoute(app, {
    path: '/cart/get/:id',
    tag,
    key: 'cartItem',
    item: cartItemSchema,
    get: (id) => carts.get(id),
  });
};
