import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  catalogueQuerySchema,
  cataloguePageSchema,
  productCardSchema,
} from '@shop/domain/schemas/catalogue-query.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonAnswer, sendCachedAnswer } from './answer-cache';
import { createCatalogueService } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueService({ db: app.db });

  app.get(
    '/products',
    {
      // The cached answer carries its own compressed copies (answer-cache.ts).
      compress: false,
      // An address answered before is answered again before its query is validated and the hooks
      // and handler run: it was valid when its answer was made, and the catalogue has not changed
      // since (or the answer would be gone). The catalogue's busiest read costs a Map lookup.
      onRequest: async (request, reply) => {
        const answer = app.storefrontCache.made(request.url);
        if (answer) return sendCachedAnswer(request, reply, answer);
      },
      schema: {
        tags: ['products'],
        summary: 'One page of the catalogue: filter, search, sort',
        querystring: catalogueQuerySchema,
        response: { 200: cataloguePageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Keyed by the address as sent: the onRequest hook above finds it again.
      const answer = await app.storefrontCache.get(request.url, async () =>
        jsonAnswer(await catalogue.browse(request.query)),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['products'],
        summary:
          'Four products to show beside this one, the same type first, and the candidates they were drawn from',
        params: idParamsSchema,
        response: {
          200: z.object({
            products: z.array(productCardSchema),
            /** Up to 12, the same type first: the browser draws its four from these on each visit. */
            candidates: z.array(productCardSchema),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => catalogue.related(request.params.id),
  );
};
