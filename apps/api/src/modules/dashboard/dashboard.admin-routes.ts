import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { dashboardQuerySchema, dashboardSchema } from '@shop/domain/schemas/dashboard.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSettlementsService } from '../settlements/settlements.service';
import { createDashboardService } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = createSettlementsService({
    db: app.db,
    rates: app.config.settlements.rates,
    paymentDays: app.config.settlements.paymentDays,
    now: app.now,
  });
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
        security: [{ bearerAuth: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema },
      },
    },
    (request) => dashboard.read(request.query),
  );
};
