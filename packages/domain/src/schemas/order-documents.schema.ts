/** The shop's own documents of orders (issue #29, decision 0029): packing slips and the pick list. */
import { z } from 'zod';
import { idField } from './fields.schema';
import { ORDER_BULK_MAX } from './order.schema';

/**
 * POST /api/admin/orders/packing-slips and /pick-list: the orders chosen, in the order they are to be
 * printed, each once, at most ORDER_BULK_MAX (the bulk actions' own limit, so a selection prints).
 */
export const orderDocumentsBodySchema = z
  .object({
    ids: z
      .array(idField, { error: 'Choose the orders' })
      .min(1, { error: 'Choose at least one order' })
      .max(ORDER_BULK_MAX, {
        error: `At most ${ORDER_BULK_MAX} orders at once. Please choose fewer.`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Choose each order once',
      })
      .meta({ uniqueItems: true }),
  })
  .strict();
export type OrderDocumentsBody = z.infer<typeof orderDocumentsBodySchema>;
