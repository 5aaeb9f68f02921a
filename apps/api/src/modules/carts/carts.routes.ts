import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  addCartItemBodySchema,
  CART_ID_HEADER,
  cartIdSchema,
  cartItemSchema,
  updateCartItemBodySchema,
} from '@shop/domain/schemas/cart.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../rate-limits/public-write-limits';
import { createCartsService } from './carts.service';

/** Every public cart call names its cart in the X-Cart-Id header and acts only on that cart. */
const cartHeaders = z.object({ [CART_ID_HEADER]: cartIdSchema });
const cartItemResponse = z.object({ cartItem: cartItemSchema });
/** Adding or changing a line: the line, or a bad request, an unknown product or line, the limit. */
const cartLineAnswers = {
  200: cartItemResponse,
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartsService({ db: app.db });
  const tags = ['carts'];
  const preHandler = limitBy(app, app.writeLimits.cartWrites);

  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        headers: cartHeaders,
        body: addCartItemBodySchema,
        response: cartLineAnswers,
      },
      preHandler,
    },
    async (request) => ({
      cartItem: await carts.add(request.headers[CART_ID_HEADER], request.body),
    }),
  );

  app.post(
    '/cart/update/:id',
    {
      schema: {
        tags,
        headers: cartHeaders,
        params: idParamsSchema,
        body: updateCartItemBodySchema,
        response: cartLineAnswers,
      },
      preHandler,
    },
    async (request) => ({
      cartItem: await carts.update(
        request.headers[CART_ID_HEADER],
        request.params.id,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    '/cart/remove/:id',
    {
      schema: {
        tags,
        headers: cartHeaders,
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler,
    },
    async (request) => {
      await carts.remove(request.headers[CART_ID_HEADER], request.params.id);
      return { message: 'Cart item removed.' };
    },
  );
};
