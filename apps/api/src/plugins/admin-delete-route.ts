/**
 * DELETE <path>/:id, as the spec's back office deletes a product, a coupon, a review…: the id in the
 * path, `{ message }` once the row is gone, 404 when there is none (the service throws it).
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { schemaHeading, type RouteHeading, type ZodApp } from './route-schema';

export function adminDeleteRoute(
  app: ZodApp,
  route: RouteHeading & {
    path: string;
    remove: (id: number, request: FastifyRequest) => Promise<void>;
    /** What the answer says, e.g. 'Coupon deleted.' */
    message: string;
  },
): void {
  app.delete(
    route.path,
    {
      schema: {
        ...schemaHeading(route),
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      await route.remove(request.params.id, request);
      return { message: route.message };
    },
  );
}
