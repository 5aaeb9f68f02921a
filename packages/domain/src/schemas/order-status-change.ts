/**
 * What a status change's body must name, for one order and for a bulk action: shipping names the
 * courier (and, for one order, its tracking number), cancelling and returning name a reason of their
 * own list, and a return for "other" says what in the note (checked by order-reason.schema.ts). The same rule is
 * published in the API document as one JSON Schema per kind of change (zod's `.meta()` in
 * order.schema.ts), since JSON Schema cannot run a zod refinement.
 */
import type { z } from 'zod';
import { RETURN_REASONS } from '../order-returns';
import { ORDER_STATUSES, STAFF_CANCEL_REASONS, type OrderStatus } from '../order-status';
import { refineMoveReason } from './order-reason.schema';

interface StatusChangeFields {
  status: OrderStatus;
  courier?: string;
  trackingNumber?: string;
  reason?: string;
  note?: string;
}

/** The refinement: `trackingNumber` says whether shipping needs one in the body itself. */
export function checkStatusChange(needs: { trackingNumber: boolean }) {
  return (body: StatusChangeFields, context: z.RefinementCtx) => {
    if (body.status === 'shipped') {
      if (!body.courier) {
        context.addIssue({ code: 'custom', path: ['courier'], message: 'Courier is required' });
      }
      if (needs.trackingNumber && !body.trackingNumber) {
        context.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: 'Tracking number is required',
        });
      }
    }
    refineMoveReason(body, context);
  };
}

/** Text that is not blank (blank optional text is taken as not given). */
const NOT_BLANK = { type: 'string', pattern: '\\S' };

/** The same rule as JSON Schema: one schema per kind of change, for a `oneOf`. */
export function statusChangeVariants(needs: { trackingNumber: boolean }) {
  const named = needs.trackingNumber ? ['courier', 'trackingNumber'] : ['courier'];
  return [
    {
      title: 'Shipped',
      properties: {
        status: { enum: ['shipped'] },
        ...Object.fromEntries(named.map((field) => [field, NOT_BLANK])),
      },
      required: ['status', ...named],
    },
    {
      title: 'Cancelled',
      properties: { status: { enum: ['cancelled'] }, reason: { enum: STAFF_CANCEL_REASONS } },
      required: ['status', 'reason'],
    },
    {
      title: 'Returned',
      properties: {
        status: { enum: ['returned'] },
        reason: { enum: RETURN_REASONS.filter((reason) => reason !== 'other') },
      },
      required: ['status', 'reason'],
    },
    {
      title: 'Returned for another reason, said in the note',
      properties: { status: { enum: ['returned'] }, reason: { enum: ['other'] }, note: NOT_BLANK },
      required: ['status', 'reason', 'note'],
    },
    {
      title: 'Any other status',
      properties: {
        status: {
          enum: ORDER_STATUSES.filter((s) => !['shipped', 'cancelled', 'returned'].includes(s)),
        },
      },
      required: ['status'],
    },
  ];
}
