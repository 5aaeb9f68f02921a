/**
 * GET /api/admin/<table>?q=&page=: one page of a back-office table, searched on the server (issue #9).
 * The spec's whole-list endpoints stay for other clients; the back office reads these.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  adminListPageSchema,
  adminListQuerySchema,
  type AdminListPage,
  type AdminListQuery,
} from '@shop/domain/schemas/list-query.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function adminListRoute<Item extends z.ZodType>(
  app: ZodApp,
  table: string,
  item: Item,
  list: (query: AdminListQuery) => Promise<AdminListPage<z.output<Item>>>,
): void {
  app.get(
    `/admin/${table}`,
    {
      schema: {
        tags: [table],
        security: [{ bearerAuth: [] }],
        querystring: adminListQuerySchema,
        response: { 200: adminListPageSchema(item), 400: apiErrorSchema },
      },
    },
    (request) => list(request.query),
  );
}
