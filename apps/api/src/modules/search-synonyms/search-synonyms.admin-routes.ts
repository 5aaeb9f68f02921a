import {
  synonymGroupBodySchema,
  synonymGroupSchema,
} from '@shop/domain/schemas/search-synonyms.schema';
import { BUILT_IN_SYNONYMS } from '@shop/domain/shopper-synonyms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRoute } from '../../plugins/admin-create-route';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { changeByIdRoute } from '../../plugins/by-id-routes';
import { z } from 'zod';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';
import { createSearchSynonymsService } from './search-synonyms.service';

/**
 * The back office's "Search words" screen (/v1/products/search-words): the owner's groups of words
 * that mean the same, which the catalogue search uses at once.
 */
export const searchSynonymsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cached search answers and pages were made with the old groups: a change drops them before its
  // reply leaves; another process's cache keeps them at most its maxAgeMs (a second).
  dropStorefrontAnswersOnWrite(app);
  const synonyms = createSearchSynonymsService(app.db);
  const tag = 'search';

  app.get(
    '/admin/search-synonyms',
    {
      schema: {
        tags: [tag],
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

  adminCreateRoute(app, {
    path: '/admin/search-synonyms',
    tag,
    summary: 'Add a group of words that mean the same to a shopper',
    body: synonymGroupBodySchema,
    key: 'group',
    item: synonymGroupSchema,
    refusable: true,
    create: ({ words }) => synonyms.add(words),
  });

  changeByIdRoute(app, {
    method: 'PUT',
    path: '/admin/search-synonyms/:id',
    tag,
    summary: "Replace a group's words",
    body: synonymGroupBodySchema,
    key: 'group',
    item: synonymGroupSchema,
    change: (id, { words }) => synonyms.update(id, words),
  });

  adminDeleteRoute(app, {
    path: '/admin/search-synonyms/:id',
    tag,
    summary: 'Delete a group',
    remove: (id) => synonyms.delete(id),
    message: 'Synonym group deleted.',
  });
};
