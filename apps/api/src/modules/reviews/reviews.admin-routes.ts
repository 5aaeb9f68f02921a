import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import { reviewSchema } from '@shop/domain/schemas/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { z } from 'zod';
import { createReviewsService } from './reviews.service';
import { dropStorefrontAnswersOnWrite } from '../catalogue/storefront-writes';

export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  dropStorefrontAnswersOnWrite(app);
  const reviews = createReviewsService({ db: app.db });
  adminListRoute(app, 'reviews', reviewSchema, (query) => reviews.adminList(query));
  const common = { tags: ['reviews'], security: [{ bearerAuth: [] }] };

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
