import { dashboardQuerySchema, dashboardSchema } from '@shop/domain/schemas/dashboard.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryRoute } from '../../plugins/query-route';
import { settlementsServiceOf } from '../settlements/settlements.service';
import { createDashboardService } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = settlementsServiceOf(app);
  const dashboard = createDashboardService({
    db: app.db,
    now: app.now,
    cashWithCouriers: () => settlements.cashWithCouriers(),
  });

  queryRoute(app, {
    path: '/admin/dashboard',
    tag: 'dashboard',
    query: dashboardQuerySchema,
    answer: dashboardSchema,
    read: (query) => dashboard.read(query),
  });
};
