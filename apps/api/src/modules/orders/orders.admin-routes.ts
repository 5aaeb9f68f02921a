import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import { idParamsSchema } from '@shop/domain/schemas/fields.schema';
import {
  orderCountsQuerySchema,
  orderCountsSchema,
  orderIdsSchema,
} from '@shop/domain/schemas/orders-filter.schema';
import {
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
} from '@shop/domain/schemas/admin-orders-query.schema';
import {
  bulkOrderChangeBodySchema,
  bulkOrderChangeResultSchema,
  changeOrderStatusBodySchema,
} from '@shop/domain/schemas/order-changes.schema';
import {
  orderDetailSchema,
  orderSchema,
  updateOrderBodySchema,
} from '@shop/domain/schemas/order.schema';
import { blockPhoneBodySchema } from '@shop/domain/schemas/phone-record.schema';
import { staffEmail } from '../../plugins/staff-actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeleteRoute } from '../../plugins/admin-delete-route';
import { z } from 'zod';
import { csvResponse, sendCsv } from '../../csv/csv-writer';
import { adminListRoute } from '../../plugins/admin-list-route';
import { changeByIdRoute, getByIdRoute } from '../../plugins/by-id-routes';
import { queryRoute } from '../../plugins/query-route';
import { wholeListRoute } from '../../plugins/whole-list-route';
import { mailOrigin } from '../seo/site-origin';
import { ordersServiceOf } from './order-jobs';
import { changeOrdersInBulk } from './orders-bulk';
import { ordersCsv } from './orders-csv';

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersServiceOf(app);
  const tag = 'orders';
  const common = { tags: [tag] };

  adminListRoute(
    app,
    'orders',
    orderSchema,
    (query) => orders.adminList(query),
    adminOrdersQuerySchema,
  );

  // The filtered orders (or those chosen by id) for a courier's booking sheet: streamed, so ten
  // thousand rows cost no memory.
  app.get(
    '/admin/orders/export',
    {
      schema: {
        ...common,
        description:
          'The orders chosen by id (ids), else the matching orders, as CSV (UTF-8 with a byte-order mark).',
        querystring: adminOrdersExportQuerySchema,
        response: csvResponse('orders-YYYY-MM-DD.csv'),
      },
    },
    (request, reply) => sendCsv(reply, 'orders', ordersCsv(orders.allMatching(request.query))),
  );

  // The Shipping List's status chips and the sidebar's count of orders waiting (issue #26).
  queryRoute(app, {
    path: '/admin/orders/counts',
    tag,
    query: orderCountsQuerySchema,
    answer: orderCountsSchema,
    read: (query) => orders.counts(query),
  });

  // "All N matching the filter": the ids a bulk action is then sent for, 500 at a time.
  queryRoute(app, {
    path: '/admin/orders/ids',
    tag,
    query: adminOrdersQuerySchema,
    answer: orderIdsSchema,
    read: (query) => orders.matchingIds(query),
  });

  getByIdRoute(app, {
    path: '/admin/orders/:id',
    tag,
    key: 'order',
    item: orderDetailSchema,
    get: (id) => orders.detail(id),
  });

  changeByIdRoute(app, {
    path: '/admin/orders/:id/status',
    tag,
    body: changeOrderStatusBodySchema,
    key: 'order',
    item: orderDetailSchema,
    refusable: true,
    change: (id, { status, ...details }, request) =>
      orders.staffChange(
        id,
        { to: status, actor: { kind: 'staff', email: staffEmail(request) }, ...details },
        mailOrigin(app.config),
      ),
  });

  // The Shipping List's bulk actions: each order moved alone, one answer per order (orders-bulk.ts).
  app.post(
    '/admin/orders/bulk',
    {
      schema: {
        ...common,
        body: bulkOrderChangeBodySchema,
        response: { 200: bulkOrderChangeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      return changeOrdersInBulk(orders, request.body, staffEmail(request), {
        db: app.db,
        origin: mailOrigin(app.config),
        log: request.log,
      });
    },
  );

  // Staff refuse further orders from an order's phone, with why, and take that back.
  const blockPhoneSchema = {
    ...common,
    params: idParamsSchema,
    response: {
      200: z.object({ order: orderDetailSchema }),
      400: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  };
  app.post(
    '/admin/orders/:id/block-phone',
    { schema: { ...blockPhoneSchema, body: blockPhoneBodySchema } },
    async (request) => {
      const block = { reason: request.body.reason, by: staffEmail(request) };
      return { order: await orders.setPhoneBlocked(request.params.id, block) };
    },
  );
  app.delete('/admin/orders/:id/block-phone', { schema: blockPhoneSchema }, async (request) => ({
    order: await orders.setPhoneBlocked(request.params.id, null),
  }));

  wholeListRoute(app, {
    path: '/shipping/get',
    tag,
    key: 'shipping',
    item: orderSchema,
    list: () => orders.list(),
  });

  changeByIdRoute(app, {
    path: '/shipping/update/:id',
    tag,
    body: updateOrderBodySchema,
    key: 'order',
    item: orderSchema,
    change: (id, { shippingInfo }) => orders.updateShippingInfo(id, shippingInfo),
  });

  adminDeleteRoute(app, {
    path: '/shipping/delete-shipping/:id',
    tag,
    remove: (id, request) => orders.delete(id, { kind: 'staff', email: staffEmail(request) }),
    message: 'Order deleted.',
  });
};
