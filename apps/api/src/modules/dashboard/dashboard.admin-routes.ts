import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { dashboardQuerySchema, dashboardSchema } from '@shop/domain/schemas/dashboard.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settlementsServiceOf } from '../settlements/settlements.service';
import { createDashboardService } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = settlementsServiceOf(app);
  const dashboard = createDashboardService({
    db: app.db,
    now: app.now,
    cashWithCouriers: () => settlements.cashWithCouriers(),
  });

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema },
      },
    },
    (request) => dashboard.read(request.query),
  );
};
