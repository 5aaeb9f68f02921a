import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idField } from '@shop/domain/schemas/fields.schema';
import { createReviewBodySchema, reviewSchema } from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../rate-limits/public-write-limits';
import { createReviewsService } from './reviews.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

/** Shoppers read and write reviews without signing in (spec §6). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  dropStorefrontAnswersOnWrite(app);
  const reviews = createReviewsService({ db: app.db });

  app.get(
    '/reviews/get/:productId',
    {
      schema: {
        tags: ['reviews'],
        params: z.object({ productId: idField }),
        response: { 200: z.object({ reviews: z.array(reviewSchema) }), 404: apiErrorSchema },
      },
    },
    async (request) => ({ reviews: await reviews.listForProduct(request.params.productId) }),
  );

  app.post(
    '/reviews/create',
    {
      schema: {
        tags: ['reviews'],
        body: createReviewBodySchema,
        response: {
          201: z.object({ review: reviewSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: limitBy(app, app.writeLimits.reviews),
    },
    async (request, reply) =>
      reply.status(201).send({ review: await reviews.create(request.body) }),
  );
};
