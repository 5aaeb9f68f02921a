import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
} from '@shop/domain/schemas/catalogue-query.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    (request) => catalogue.browse(request.query),
  );
};
