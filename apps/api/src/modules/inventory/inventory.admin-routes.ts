import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import {
  recountListSchema,
  stockAdjustAnswerSchema,
  stockAdjustBodySchema,
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
} from '@shop/domain/schemas/inventory.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEmail } from '../../plugins/staff-actor';
import { catalogueWriteDeps } from '../catalogue/storefront-writes';
import { createInventoryService } from './inventory.service';

/** The back office's stock: adjust with a reason, read a variant's ledger, the products to recount. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const inventory = createInventoryService(catalogueWriteDeps(app));
  const common = { tags: ['inventory'] };

  app.post(
    '/admin/inventory/adjust',
    {
      schema: {
        ...common,
        body: stockAdjustBodySchema,
        response: { 200: stockAdjustAnswerSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => inventory.adjust(request.body, staffEmail(request)),
  );

  app.get(
    '/admin/inventory/movements',
    {
      schema: {
        ...common,
        querystring: stockMovementsQuerySchema,
        response: { 200: stockMovementsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => inventory.movements(request.query.variantId, request.query.page),
  );

  app.get(
    '/admin/inventory/recount',
    { schema: { ...common, response: { 200: recountListSchema } } },
    async () => inventory.toRecount(),
  );
};
