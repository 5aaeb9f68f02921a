/** A phone's record in the back office: its other orders, the risk they show, and a block by staff. */
import { z } from 'zod';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { RETURN_REASONS } from '../order-returns';
import { NOT_BLANK_PATTERN } from '../patterns';
import { boundedText } from './text-fields.schema';

/** What the phone's other orders say (domain phone-risk.ts), and whether staff blocked it. */
export const phoneRecordSchema = z.object({
  /** +923XXXXXXXXX */
  key: z.string(),
  history: z.object({
    orders: z.number().int(),
    delivered: z.number().int(),
    returned: z.number().int(),
    /** The returned ones by the reason recorded (domain RETURN_REASONS). */
    returnReasons: z.record(z.enum(RETURN_REASONS), z.number().int()),
    cancelled: z.number().int(),
    open: z.number().int(),
  }),
  risk: z.array(z.string()),
  blocked: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type PhoneRecord = z.infer<typeof phoneRecordSchema>;

/** POST /api/admin/orders/{id}/block-phone: staff refuse further orders from the order's phone. */
export const blockPhoneBodySchema = z
  .object({
    // The document says what trim() and min(1) refuse: a reason of spaces only.
    reason: boundedText('Reason', MAX.orderNote).meta({ pattern: NOT_BLANK_PATTERN }),
  })
  .strict();
