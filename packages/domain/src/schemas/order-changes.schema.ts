/**
 * What staff send to move orders on (POST /api/admin/orders/{id}/status and /bulk), and what a bulk
 * move answers. The state machine is the domain's (order-status.ts); these check the request's shape.
 */
import { z } from 'zod';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { ORDER_STATUSES } from '../order-status';
import { idField } from './number-fields.schema';
import { tooLong } from './text-fields.schema';
import { orderSchema } from './order.schema';
import { moveReasonField } from './order-reason.schema';
import { checkStatusChange, statusChangeVariants } from './order-status-change';

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLong(label, max))
      .optional(),
  );

/**
 * POST /api/admin/orders/{id}/status: staff move an order on. Shipping names the courier and the
 * tracking number; cancelling and returning name a reason. The state machine itself is checked by the server
 * against the order's current status (a refused move is a 409).
 */
export const changeOrderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
    reason: moveReasonField,
    note: optionalText('Note', MAX.orderNote),
    courier: optionalText('Courier', MAX.courier),
    trackingNumber: optionalText('Tracking number', MAX.trackingNumber),
  })
  .strict()
  .superRefine(checkStatusChange({ trackingNumber: true }))
  .meta({ oneOf: statusChangeVariants({ trackingNumber: true }) });
export type ChangeOrderStatusBody = z.infer<typeof changeOrderStatusBodySchema>;

/** The most orders one bulk action may name (POST /api/admin/orders/bulk). */
export const ORDER_BULK_MAX = 500;

/** The refusal of a selection over ORDER_BULK_MAX, in one set of words for every bulk action. */
export const ORDER_BULK_TOO_MANY = `At most ${ORDER_BULK_MAX} orders at once. Please choose fewer.`;

/**
 * The orders a bulk action names: the move, the booking and the shop's documents take the same
 * selection, so a selection one accepts the others accept too.
 */
export const bulkOrderIdsField = z
  .array(idField, { error: 'Choose the orders' })
  .min(1, { error: 'Choose at least one order' })
  .max(ORDER_BULK_MAX, { error: ORDER_BULK_TOO_MANY });

/**
 * POST /api/admin/orders/bulk: one move for many orders, each through the same rules and transaction
 * as when it is moved alone. Shipping names the courier once and a tracking number per order (an
 * order without one is refused on its own, the others go on); cancelling names one reason for all.
 */
export const bulkOrderChangeBodySchema = z
  .object({
    ids: bulkOrderIdsField,
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
    reason: moveReasonField,
    note: optionalText('Note', MAX.orderNote),
    courier: optionalText('Courier', MAX.courier),
    /** Order id (as JSON keys are text) → its tracking number. */
    trackingNumbers: z
      .record(
        z.string().regex(/^\d{1,10}$/, { error: 'Must be an order id' }),
        z
          .string({ error: 'Tracking number must be text' })
          .trim()
          .max(MAX.trackingNumber, tooLong('Tracking number', MAX.trackingNumber)),
      )
      .optional(),
  })
  .strict()
  .superRefine(checkStatusChange({ trackingNumber: false }))
  .meta({ oneOf: statusChangeVariants({ trackingNumber: false }) });
export type BulkOrderChangeBody = z.infer<typeof bulkOrderChangeBodySchema>;

/** What happened to each order of a bulk action, in the order the ids were sent. */
export const bulkOrderChangeResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      /** Why this order was not changed. */
      message: z.string().optional(),
      /** The order as it is now, when it was changed. */
      order: orderSchema.optional(),
    }),
  ),
});
export type BulkOrderChangeResult = z.infer<typeof bulkOrderChangeResultSchema>;
