import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  changeReviewStatusBodySchema,
  reviewSchema,
  reviewsWaitingSchema,
} from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { changeByIdRoute } from '../../plugins/by-id-routes';
import { wholeListRoute } from '../../plugins/whole-list-route';
import { createReviewsService } from './reviews.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

/** The Reviews screen: every review with its status; staff approve, hide or delete them. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Approving, hiding or deleting a review changes its product's page and rating.
  dropStorefrontAnswersOnWrite(app);
  const reviews = createReviewsService({ db: app.db, autoApprove: app.config.reviewsAutoApprove });
  const tag = 'reviews';

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
    { schema: { tags: [tag], response: { 200: reviewsWaitingSchema } } },
    () => reviews.waiting(),
  );

  changeByIdRoute(app, {
    path: '/admin/reviews/:id/status',
    tag,
    body: changeReviewStatusBodySchema,
    key: 'review',
    item: reviewSchema,
    change: (id, { status }) => reviews.setStatus(id, status),
  });

  wholeListRoute(app, {
    path: '/reviews/get',
    tag,
    key: 'reviews',
    item: reviewSchema,
    list: () => reviews.list(),
  });

  adminDeleteRoute(app, {
    path: '/reviews/delete-reviews/:id',
    tag,
    remove: (id) => reviews.delete(id),
    message: 'Review deleted.',
  });
};
