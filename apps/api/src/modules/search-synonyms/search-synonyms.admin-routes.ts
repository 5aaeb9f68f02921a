import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  synonymGroupBodySchema,
  synonymGroupSchema,
} from '@shop/domain/schemas/search-synonyms.schema';
import { BUILT_IN_SYNONYMS } from '@shop/domain/shopper-synonyms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';
import { createSearchSynonymsService } from './search-synonyms.service';

const groupResponse = z.object({ group: synonymGroupSchema });

/**
 * The back office's "Search words" screen (/v1/products/search-words): the owner's groups of words
 * that mean the same, which the catalogue search uses at once.
 */
export const searchSynonymsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cached search answers and pages were made with the old groups: a change drops them before its
  // reply leaves; another process's cache keeps them at most its maxAgeMs (a second).
  dropStorefrontAnswersOnWrite(app);
  const synonyms = createSearchSynonymsService(app.db);
  const common = { tags: ['search'] };

  app.get(
    '/admin/search-synonyms',
    {
      schema: {
        ...common,
        summary: "The owner's synonym groups, and the built-in ones the search always knows",
        response: {
          200: z.object({
            groups: z.array(synonymGroupSchema),
            builtIn: z.array(z.array(z.string())),
          }),
        },
      },
    },
    async () => ({
      groups: await synonyms.list(),
      builtIn: BUILT_IN_SYNONYMS.map((group) => [...group]),
    }),
  );

  app.post(
    '/admin/search-synonyms',
    {
      schema: {
        ...common,
        summary: 'Add a group of words that mean the same to a shopper',
        body: synonymGroupBodySchema,
        response: { 201: groupResponse, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ group: await synonyms.add(request.body.words) }),
  );

  app.put(
    '/admin/search-synonyms/:id',
    {
      schema: {
        ...common,
        summary: "Replace a group's words",
        params: idParamsSchema,
        body: synonymGroupBodySchema,
        response: { 200: groupResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      group: await synonyms.update(request.params.id, request.body.words),
    }),
  );

  adminDeleteRoute(app, {
    path: '/admin/search-synonyms/:id',
    tag: 'search',
    summary: 'Delete a group',
    remove: (id) => synonyms.delete(id),
    message: 'Synonym group deleted.',
  });
};
