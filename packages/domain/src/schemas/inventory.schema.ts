/** The back office's stock: an adjustment with its reason, and the ledger's pages (issue #27). */
import { z } from 'zod';
import { PRODUCT_STOCK_MAX } from '../constants';
import { ADJUST_REASONS, STOCK_REASONS } from '../stock';
import { idField, numberInput } from './number-fields.schema';
import { tooLong } from './text-fields.schema';
import { adminListPageSchema, pageParamSchema } from './list-query.schema';
import { variantSchema } from './product.schema';

const NOTE_MAX = 500;

/** POST /api/admin/inventory/adjust: units in (+) or out (−), why, and a note ('other' needs one). */
export const stockAdjustBodySchema = z
  .object({
    variantId: idField,
    delta: numberInput('Change is required', 'Change must be a whole number', (n) =>
      n
        .int({ error: 'Change must be a whole number' })
        .min(-PRODUCT_STOCK_MAX, { error: `Change must be at least -${PRODUCT_STOCK_MAX}` })
        .max(PRODUCT_STOCK_MAX, { error: `Change must be at most ${PRODUCT_STOCK_MAX}` }),
    ),
    reason: z.enum(ADJUST_REASONS, {
      error: `Reason must be one of ${ADJUST_REASONS.join(', ')}`,
    }),
    note: z.string().trim().max(NOTE_MAX, tooLong('Note', NOTE_MAX)).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.reason === 'other' && !body.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Say why in a note' });
    }
    // A recount that finds the number right is still written (delta 0); nothing else is a change of 0.
    if (body.delta === 0 && body.reason !== 'recount') {
      context.addIssue({ code: 'custom', path: ['delta'], message: 'Change must not be 0' });
    }
  });
export type StockAdjustBody = z.infer<typeof stockAdjustBodySchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  orderId: z.number().int().nullable(),
  /** The order's number as staff know it ('SH-…'), when the movement was for an order still kept. */
  orderNumber: z.string().nullable(),
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockAdjustAnswerSchema = z.object({
  variant: variantSchema,
  /** The product's stock after the change: the sum over its variants. */
  productQuantity: z.number().int(),
});

/** GET /api/admin/inventory/movements?variantId=&page= */
export const stockMovementsQuerySchema = z
  .object({ variantId: idField, page: pageParamSchema })
  .strict();

export const stockMovementsPageSchema = adminListPageSchema(stockMovementSchema);

/** GET /api/admin/inventory/recount: the products whose stock per variant the migration guessed. */
export const recountListSchema = z.object({
  products: z.array(
    z.object({ id: z.number().int(), title: z.string(), quantity: z.number().int() }),
  ),
});
