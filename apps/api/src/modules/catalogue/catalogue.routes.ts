import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
  productCardSchema,
} from '@shop/domain/schemas/catalogue-query.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedAnswer } from './answer-cache';
import { createCatalogueService } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueService({ db: app.db });

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'One page of the catalogue: filter, search, sort',
        querystring: catalogueQuerySchema,
        response: { 200: cataloguePageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { type, sub_type, featured, q, sort, page } = request.query;
      const key = `products?${JSON.stringify([type, sub_type, featured, q, sort, page])}`;
      const answer = await app.catalogueCache.get(key, () => catalogue.browse(request.query));
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['products'],
        summary: 'Four products to show beside this one, the same type first',
        params: idParamsSchema,
        response: { 200: z.object({ products: z.array(productCardSchema) }), 404: apiErrorSchema },
      },
    },
    async (request) => ({ products: await catalogue.related(request.params.id) }),
  );
};
