/**
 * GET /api/admin/<table>?q=&page=: one page of a back-office table, searched on the server (issue #9).
 * A table with filters of its own (a status, a state) passes its query schema, which extends the
 * search and page every table takes. The spec's whole-list endpoints stay for other clients; the back
 * office reads these.
 */
import {
  adminListPageSchema,
  adminListQuerySchema,
  type AdminListPage,
  type AdminListQuery,
} from '@shop/domain/schemas/list-query.schema';
import type { z } from 'zod';
import { queryRoute } from './query-route';
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
  queryRoute(app, {
    path: `/admin/${table}`,
    tag: table,
    query: querystring,
    answer: adminListPageSchema(item),
    read: list,
  });
}
