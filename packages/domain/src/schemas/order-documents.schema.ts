/** The shop's own documents of orders (issue #29, decision 0029): packing slips and the pick list. */
import { z } from 'zod';
import { bulkOrderIdsField } from './order-changes.schema';

/**
 * POST /api/admin/orders/packing-slips and /pick-list: the orders chosen, in the order they are to be
 * printed, each once, at most ORDER_BULK_MAX (the bulk actions' own limit, so a selection prints).
 */
export const orderDocumentsBodySchema = z
  .object({
    ids: bulkOrderIdsField
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Choose each order once',
      })
      .meta({ uniqueItems: true }),
  })
  .strict();
export type OrderDocumentsBody = z.infer<typeof orderDocumentsBodySchema>;
