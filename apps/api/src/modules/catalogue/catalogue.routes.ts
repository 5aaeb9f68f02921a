import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
} from '@shop/domain/schemas/catalogue-query.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      const { type, sub_type, q, sort, page } = request.query;
      const key = `products?${JSON.stringify([type, sub_type, q, sort, page])}`;
      const answer = await app.catalogueCache.get(key, () => catalogue.browse(request.query));
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
