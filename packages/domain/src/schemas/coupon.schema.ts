import { z } from 'zod';
import { COUPON_MAX_USES_LIMIT } from '../constants';
import { datesInOrder } from '../coupon-rules';
import { groupThousands } from '../money';
import { ONE_WORD_PATTERN } from '../patterns';
import { blankToUndefined } from './list-query.schema';
import { AT_LEAST_ONE_PAISA, numberInput, rupeesField } from './number-fields.schema';
import { phoneField } from './contact-fields.schema';

const usesCount = groupThousands(COUPON_MAX_USES_LIMIT);

/** An ISO 8601 date and time with its offset ('2026-07-01T09:00:00+05:00' or '…Z'), as a Date. */
export const couponDateTimeField = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    // PostgreSQL has no year 0 (the fuzz bench's 0000-02-29 was a 500), also once in UTC.
    .refine((text) => new Date(text).getUTCFullYear() >= 1, {
      error: `${label} must be in year 1 or later`,
    })
    .transform((text) => new Date(text));

export const END_AFTER_START = 'End must be after the start';
export const couponRuleFields = {
  starts_at: couponDateTimeField('Start'),
  ends_at: couponDateTimeField('End'),
  /** Rupees; the shop stores whole paisa. */
  min_order_total: rupeesField('Minimum order total')
    .refine((value) => value >= 0.01, {
      error: 'Minimum order total must be greater than 0',
    })
    .meta(AT_LEAST_ONE_PAISA),
  max_uses: numberInput('Total uses is required', 'Total uses must be a whole number', (n) =>
    n
      .int({ error: 'Total uses must be a whole number' })
      .min(1, { error: 'Total uses must be at least 1' })
      .max(COUPON_MAX_USES_LIMIT, { error: `Total uses must be at most ${usesCount}` }),
  ),
  one_per_phone: z.boolean({ error: 'One per phone must be true or false' }),
};

/**
 * A rule's field in a request: null or blank text clears the rule; left out, the rule stays as it is
 * (the spec's client sends only code and discount and must not wipe rules it does not know).
 */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    field.nullable().optional(),
  );

/** Cross-field rules run even when another field failed without aborting, so all show at once. */
const isObjectPayload = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** The end must come after the start, checked where both are dates; the message goes under the end. */
export function refineDatesInOrder<T extends z.ZodType<{ starts_at?: unknown; ends_at?: unknown }>>(
  schema: T,
) {
  return schema.refine(
    (values) =>
      !(values.starts_at instanceof Date && values.ends_at instanceof Date) ||
      datesInOrder(values.starts_at, values.ends_at),
    { path: ['ends_at'], error: END_AFTER_START, when: isObjectPayload },
  );
}

/**
 * The admin's coupon form. The spec's form has no bounds (§5); that is a defect: a code is required and
 * the discount is a whole percentage from 1 to 100. The rules (issue #12) are optional.
 */
export const couponFormSchema = refineDatesInOrder(
  z
    .object({
      coupon_code: z
        .string({ error: 'Coupon code is required' })
        .trim()
        .min(1, { error: 'Coupon code is required', abort: true })
        .max(50, { error: 'Coupon code must be at most 50 characters' })
        .regex(/^\S+$/, { error: 'Coupon code must not contain spaces' })
        .meta({ pattern: ONE_WORD_PATTERN }),
      discount: numberInput(
        'Discount is required',
        'Discount must be a whole percentage from 1 to 100',
        (n) =>
          n
            .int({ error: 'Discount must be a whole percentage from 1 to 100' })
            .min(1, { error: 'Discount must be a whole percentage from 1 to 100' })
            .max(100, { error: 'Discount must be a whole percentage from 1 to 100' }),
      ),
      starts_at: clearable(couponRuleFields.starts_at),
      ends_at: clearable(couponRuleFields.ends_at),
      min_order_total: clearable(couponRuleFields.min_order_total),
      max_uses: clearable(couponRuleFields.max_uses),
      one_per_phone: couponRuleFields.one_per_phone.optional(),
    })
    .strict(),
);
export type CouponForm = z.infer<typeof couponFormSchema>;

/** A coupon as the back office sees it: its rules and how many orders used it (not cancelled). */
export const couponSchema = z.object({
  id: z.number().int(),
  coupon_code: z.string(),
  discount: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Rupees. */
  min_order_total: z.number().nullable(),
  max_uses: z.number().int().nullable(),
  one_per_phone: z.boolean(),
  uses: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * GET /products/coupon/{code}?total=&phone=: the checkout may say the cart's total (rupees, before the
 * coupon and delivery) and the shopper's phone, so the answer can name the rules that refuse the
 * coupon; without them those rules wait for the order. Whether the phone used the coupon before always
 * waits for the order: a lookup must not tell who has ordered.
 */
export const couponLookupQuerySchema = z
  .object({
    total: z.preprocess(blankToUndefined, rupeesField('Total').optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
  })
  .strict();
export type CouponLookupQuery = z.infer<typeof couponLookupQuerySchema>;

/** GET /products/coupon/{code}: the spec's client reads coupon.discount. */
export const couponLookupResponseSchema = z.object({
  coupon: z.object({ coupon_code: z.string(), discount: z.number().int() }),
});
