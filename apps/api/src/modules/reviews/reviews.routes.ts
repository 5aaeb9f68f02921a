import { SHOWN_REVIEW_STATUS } from '@shop/domain/review-status';
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idField } from '@shop/domain/schemas/fields.schema';
import { createReviewBodySchema, reviewSchema } from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy, reviewedProductKey } from '../rate-limits/public-write-limits';
import { createReviewsService } from './reviews.service';

/** Shoppers read and write reviews without signing in (spec §6); staff approve them first. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService({ db: app.db, autoApprove: app.config.reviewsAutoApprove });

  app.get(
    '/reviews/get/:productId',
    {
      schema: {
        tags: ['reviews'],
        params: z.object({ productId: idField }),
        response: { 200: z.object({ reviews: z.array(reviewSchema) }), 404: apiErrorSchema },
      },
    },
    async (request) => ({
      reviews: await reviews.listShownForProduct(request.params.productId),
    }),
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
      preHandler: [
        limitBy(app, app.writeLimits.reviews),
        limitBy(app, app.writeLimits.reviewsPerProduct, reviewedProductKey),
      ],
    },
    async (request, reply) => {
      const review = await reviews.create(request.body);
      // A waiting review changes no page, so the storefront's cached pages stay until staff approve
      // it; one shown at once drops them before this reply leaves.
      if (review.status === SHOWN_REVIEW_STATUS) app.storefrontCache.invalidate();
      return reply.status(201).send({ review });
    },
  );
};
