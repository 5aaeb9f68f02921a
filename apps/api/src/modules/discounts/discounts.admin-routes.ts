import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  discountSchema,
  newDiscountBodySchema,
  removedDiscountSchema,
} from '@shop/domain/schemas/discount.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRoute } from '../../plugins/admin-create-route';
import { adminListRoute } from '../../plugins/admin-list-route';
import { staffEmail } from '../../plugins/staff-actor';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createDiscountsService } from './discounts.service';

/** Discounts on the products selected, a type, a sub type or all, and taking them off (decision 0025). */
export const discountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const discounts = createDiscountsService(catalogueWriteDeps(app));
  // The discounts still on, newest first.
  adminListRoute(app, 'discounts', discountSchema, (query) => discounts.active(query));

  adminCreateRoute(app, {
    path: '/admin/discounts',
    tag: 'discounts',
    body: newDiscountBodySchema,
    key: 'discount',
    item: discountSchema,
    refusable: true,
    create: (discount, request) => discounts.create(discount, staffEmail(request)),
  });

  app.delete(
    '/admin/discounts/:id',
    {
      schema: {
        tags: ['discounts'],
        params: idParamsSchema,
        response: {
          200: removedDiscountSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => discounts.remove(request.params.id, staffEmail(request)),
  );
};
