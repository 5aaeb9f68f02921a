import {
  citiesAnswerSchema,
  citiesQuerySchema,
  CITY_SUGGESTIONS_MAX,
} from '@shop/domain/schemas/cities.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendCachedAnswer } from '../catalogue/answer-cache';
import { createCityDirectory } from './city-directory';

/** The list changes only with a release's migrations: a browser may keep an answer for a day. */
const KEPT_FOR_A_DAY = 'public, max-age=86400';

/**
 * GET /api/cities?q=: the cities that answer what the shopper typed, best first. Without `q`, the
 * whole list (about 4 KB compressed), which the checkout fetches once and ranks as she types, with no
 * round trip per key on a slow phone network.
 */
export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = createCityDirectory(app.db);

  app.get(
    '/cities',
    {
      // The whole list's cached answer carries its own compressed copies (catalogue/answer-cache.ts).
      compress: false,
      schema: {
        tags: ['cities'],
        querystring: citiesQuerySchema,
        response: { 200: citiesAnswerSchema },
      },
    },
    async (request, reply) => {
      const typed = request.query.q;
      if (typed === undefined) {
        const answer = await app.storefrontCache.get('cities', async () =>
          jsonAnswer({ cities: await directory.all() }),
        );
        return sendCachedAnswer(request, reply, answer, KEPT_FOR_A_DAY);
      }
      reply.header('cache-control', KEPT_FOR_A_DAY);
      // A few cities, under a kilobyte: not worth compressing.
      return { cities: await directory.search(typed, CITY_SUGGESTIONS_MAX) };
    },
  );
};
