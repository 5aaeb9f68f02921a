import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { productSchema } from '@shop/domain/schemas/product.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonAnswer, sendCachedAnswer } from '../catalogue/answer-cache';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createProductsService } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createProductsService({ ...catalogueWriteDeps(app), images: app.images });

  app.get(
    '/products/get',
    {
      // The cached answer carries its own compressed copies (catalogue/answer-cache.ts).
      compress: false,
      schema: {
        tags: ['products'],
        response: { 200: z.object({ products: z.array(productSchema) }) },
      },
    },
    async (request, reply) => {
      const answer = await app.storefrontCache.get('products/get', async () =>
        jsonAnswer({ products: await products.list() }),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/products/get/:id',
    {
      schema: {
        tags: ['products'],
        params: idParamsSchema,
        response: { 200: z.object({ product: productSchema }), 404: apiErrorSchema },
      },
    },
    async (request) => ({ product: await products.get(request.params.id) }),
  );
};
