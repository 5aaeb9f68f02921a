import { z } from 'zod';
import { numberInput } from './fields.schema';

/**
 * The admin's coupon form. The spec's form has no bounds (§5); that is a defect: a code is required and
 * the discount is a whole percentage from 1 to 100.
 */
export const couponFormSchema = z
  .object({
    coupon_code: z
      .string({ error: 'Coupon code is required' })
      .trim()
      .min(1, { error: 'Coupon code is required', abort: true })
      .max(50, { error: 'Coupon code must be at most 50 characters' })
      .regex(/^\S+$/, { error: 'Coupon code must not contain spaces' }),
    discount: numberInput(
      'Discount is required',
      'Discount must be a whole percentage from 1 to 100',
      (n) =>
        n
          .int({ error: 'Discount must be a whole percentage from 1 to 100' })
          .min(1, { error: 'Discount must be a whole percentage from 1 to 100' })
          .max(100, { error: 'Discount must be a whole percentage from 1 to 100' }),
    ),
  })
  .strict();
export type CouponForm = z.infer<typeof couponFormSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  coupon_code: z.string(),
  discount: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /products/coupon/{code}: the spec's client reads coupon.discount. */
export const couponLookupResponseSchema = z.object({
  coupon: z.object({ coupon_code: z.string(), discount: z.number().int() }),
});
