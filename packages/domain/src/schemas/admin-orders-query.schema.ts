/** The back office's list of orders: its page and filters, and the CSV export of it. */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { adminListQuerySchema, blankToUndefined } from './list-query.schema';
import { ORDER_BULK_MAX } from './order-changes.schema';
import { orderExportIdsField, ordersFilterFields } from './orders-filter.schema';

/** GET /api/admin/orders: the Shipping screen's page, filtered by status, oldest first for "to confirm". */
export const adminOrdersQuerySchema = adminListQuerySchema
  .extend({
    status: z.preprocess(
      blankToUndefined,
      z.enum(ORDER_STATUSES, { error: 'Status is not one of the order statuses' }).optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(['newest', 'oldest'], { error: 'Sort is newest or oldest' }).default('newest'),
    ),
    ...ordersFilterFields,
  })
  .strict();
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** GET /api/admin/orders/export: the list's filters, or the orders chosen by id. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema
  .extend({ ids: orderExportIdsField(ORDER_BULK_MAX) })
  .strict();
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;
