import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  changeReviewStatusBodySchema,
  reviewSchema,
  reviewsWaitingSchema,
} from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { createReviewsService } from './reviews.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

/** The Reviews screen: every review with its status; staff approve, hide or delete them. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Approving, hiding or deleting a review changes its product's page and rating.
  dropStorefrontAnswersOnWrite(app);
  const reviews = createReviewsService({ db: app.db, autoApprove: app.config.reviewsAutoApprove });
  const common = { tags: ['reviews'] };

  adminListRoute(
    app,
    'reviews',
    adminReviewSchema,
    (query) => reviews.adminList(query),
    adminReviewsQuerySchema,
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

  adminDeleteRoute(app, {
    path: '/reviews/delete-reviews/:id',
    tag: 'reviews',
    remove: (id) => reviews.delete(id),
    message: 'Review deleted.',
  });
};
