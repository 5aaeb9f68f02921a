/**
 * Routes on one row named by the id in the path, answered as `{ <key>: row }` (`{ order }`,
 * `{ review }`…), 404 when there is none (the service throws it): reading it, and staff changing it.
 * Deleting one is admin-delete-route.ts.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { schemaHeading, type RouteHeading, type ZodApp } from './route-schema';

interface OneRow<Item extends z.ZodType> extends RouteHeading {
  /** The route, with `:id` in it. */
  path: string;
  /** The answer's one field, e.g. 'order'. */
  key: string;
  item: Item;
}

/** `{ <key>: row }`, typed as any schema: the type provider cannot resolve a generic one's output. */
function oneRowAnswer(route: OneRow<z.ZodType>): z.ZodType {
  return z.object({ [route.key]: route.item });
}

/** GET <path>/:id → `{ <key>: row }`. */
export function getByIdRoute<Item extends z.ZodType>(
  app: ZodApp,
  route: OneRow<Item> & { get: (id: number) => Promise<z.output<Item>> },
): void {
  app.get(
    route.path,
    {
      schema: {
        ...schemaHeading(route),
        params: idParamsSchema,
        response: { 200: oneRowAnswer(route), 404: apiErrorSchema },
      },
    },
    async (request) => ({ [route.key]: await route.get(request.params.id) }),
  );
}

/**
 * POST (or PUT) <path>/:id with a body: staff change the row, and the answer is the row as it is now;
 * 400 for a body that is not valid, 409 where a rule can refuse the change (`refusable`).
 */
export function changeByIdRoute<Item extends z.ZodType, Body extends z.ZodType>(
  app: ZodApp,
  route: OneRow<Item> & {
    method?: 'POST' | 'PUT';
    body: Body;
    refusable?: boolean;
    change: (id: number, body: z.output<Body>, request: FastifyRequest) => Promise<z.output<Item>>;
  },
): void {
  app.route({
    method: route.method ?? 'POST',
    url: route.path,
    schema: {
      ...schemaHeading(route),
      params: idParamsSchema,
      body: route.body,
      response: {
        200: oneRowAnswer(route),
        400: apiErrorSchema,
        404: apiErrorSchema,
        ...(route.refusable ? { 409: apiErrorSchema } : {}),
      },
    },
    handler: async (request) => {
      // The body's schema has parsed it; the type provider cannot resolve a generic schema's output.
      const body = request.body as z.output<Body>;
      return { [route.key]: await route.change(request.params.id, body, request) };
    },
  });
}
