import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { adminListPageSchema } from '@shop/domain/schemas/list-query.schema';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  changeReviewStatusBodySchema,
  reviewSchema,
  reviewsWaitingSchema,
} from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewsService } from './reviews.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

/** The Reviews screen: every review with its status; staff approve, hide or delete them. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Approving, hiding or deleting a review changes its product's page and rating.
  dropStorefrontAnswersOnWrite(app);
  const reviews = createReviewsService({ db: app.db, autoApprove: app.config.reviewsAutoApprove });
  const common = { tags: ['reviews'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/reviews',
    {
      schema: {
        ...common,
        querystring: adminReviewsQuerySchema,
        response: { 200: adminListPageSchema(adminReviewSchema), 400: apiErrorSchema },
      },
    },
    (request) => reviews.adminList(request.query),
  );

  // The count beside "Reviews" in the sidebar and on the screen: the reviews waiting to be checked.
  app.get(
    '/admin/reviews/waiting',
    { schema: { ...common, response: { 200: reviewsWaitingSchema } } },
    () => reviews.waiting(),
  );

  app.post(
    '/admin/reviews/:id/status',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        body: changeReviewStatusBodySchema,
        response: {
          200: z.object({ review: reviewSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      review: await reviews.setStatus(request.params.id, request.body.status),
    }),
  );

  app.get(
    '/reviews/get',
    { schema: { ...common, response: { 200: z.object({ reviews: z.array(reviewSchema) }) } } },
    async () => ({ reviews: await reviews.list() }),
  );

  app.delete(
    '/reviews/delete-reviews/:id',
    {
      schema: {
        ...common,
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      await reviews.delete(request.params.id);
      return { message: 'Review deleted.' };
    },
  );
};
