/**
 * GET /api/admin/<table>?q=&page=: one page of a back-office table, searched on the server (issue #9).
 * A table with filters of its own (a status, a state) passes its query schema, which extends the
 * search and page every table takes. The spec's whole-list endpoints stay for other clients; the back
 * office reads these.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  adminListPageSchema,
  adminListQuerySchema,
  type AdminListPage,
  type AdminListQuery,
} from '@shop/domain/schemas/list-query.schema';
import type { z } from 'zod';
import type { ZodApp } from './route-schema';

export function adminListRoute<
  Item extends z.ZodType,
  Query extends z.ZodType<AdminListQuery> = typeof adminListQuerySchema,
>(
  app: ZodApp,
  table: string,
  item: Item,
  list: (query: z.output<Query>) => Promise<AdminListPage<z.output<Item>>>,
  querystring: Query = adminListQuerySchema as unknown as Query,
): void {
  app.get(
    `/admin/${table}`,
    {
      schema: {
        tags: [table],
        querystring,
        response: { 200: adminListPageSchema(item), 400: apiErrorSchema },
      },
    },
    // The type provider cannot resolve a generic schema's output; the schema has parsed the query.
    (request) => list(request.query as z.output<Query>),
  );
}
