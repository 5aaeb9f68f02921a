/**
 * POST <path> with a body: staff add a row (a product, a coupon, a banner…), answered 201 with the
 * new row as `{ <key>: row }`; 400 for a body that is not valid, 409 where a rule can refuse it
 * (`refusable`: a code or a name already taken).
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { schemaHeading, type RouteHeading, type ZodApp } from './route-schema';

export function adminCreateRoute<Item extends z.ZodType, Body extends z.ZodType>(
  app: ZodApp,
  route: RouteHeading & {
    path: string;
    body: Body;
    /** The answer's one field, e.g. 'coupon'. */
    key: string;
    item: Item;
    refusable?: boolean;
    create: (body: z.output<Body>, request: FastifyRequest) => Promise<z.output<Item>>;
  },
): void {
  // Typed as any schema: the type provider cannot resolve a generic one's output.
  const answer: z.ZodType = z.object({ [route.key]: route.item });
  app.post(
    route.path,
    {
      schema: {
        ...schemaHeading(route),
        body: route.body,
        response: {
          201: answer,
          400: apiErrorSchema,
          ...(route.refusable ? { 409: apiErrorSchema } : {}),
        },
      },
    },
    async (request, reply) => {
      // As the answer's: the body's schema has parsed it.
      const row = await route.create(request.body as z.output<Body>, request);
      return reply.status(201).send({ [route.key]: row });
    },
  );
}
