/**
 * GET <path>?<query>: an answer read from the query alone (a page of a back-office table, the order
 * counts, the dashboard…); a query its schema refuses is a 400 naming the field.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { z } from 'zod';
import type { ZodApp } from './route-schema';

export function queryRoute<Query extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  route: {
    path: string;
    tag: string;
    description?: string;
    query: Query;
    answer: Answer;
    read: (query: z.output<Query>) => Promise<z.output<Answer>>;
  },
): void {
  // Typed as any schema: the type provider cannot resolve a generic one's output.
  const answer: z.ZodType = route.answer;
  app.get(
    route.path,
    {
      schema: {
        tags: [route.tag],
        // Left out rather than written as undefined when not given (route-schema.ts).
        ...(route.description === undefined ? {} : { description: route.description }),
        querystring: route.query,
        response: { 200: answer, 400: apiErrorSchema },
      },
    },
    // The type provider cannot resolve a generic schema's output; the schema has parsed the query.
    (request) => route.read(request.query as z.output<Query>),
  );
}
