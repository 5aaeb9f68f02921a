/**
 * The coupon modal's form. Its raw values are what the inputs hold (text, a date and time in the
 * browser's own time zone, a checkbox); the rules come from the domain's coupon schema (GUIDE 'One
 * schema, both sides'), so 'End must be after the start' reads the same here and from the server.
 */
import { z } from 'zod';
import {
  couponFormSchema,
  couponRuleFields,
  refineDatesInOrder,
  type Coupon,
} from '@shop/domain/schemas/coupon.schema';

/** What the inputs hold. */
export interface CouponFormValues {
  coupon_code: string;
  discount: string;
  /** A datetime-local value, '2026-07-01T09:00' in the browser's time zone, or ''. */
  starts_at: string;
  ends_at: string;
  /** Rupees, as typed. */
  min_order_total: string;
  max_uses: string;
  one_per_phone: boolean;
}

/** Every field the server may name in its fieldErrors. */
export const COUPON_FORM_FIELDS = [
  'coupon_code',
  'discount',
  'starts_at',
  'ends_at',
  'min_order_total',
  'max_uses',
  'one_per_phone',
] as const;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The input's local date and time as the ISO instant the API takes; text that is no date stays. */
function localToIso(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export const couponDialogSchema = refineDatesInOrder(
  z.object({
    coupon_code: couponFormSchema.shape.coupon_code,
    discount: couponFormSchema.shape.discount,
    starts_at: z.preprocess(localToIso, couponRuleFields.starts_at.nullable()),
    ends_at: z.preprocess(localToIso, couponRuleFields.ends_at.nullable()),
    min_order_total: z.preprocess(blankToNull, couponRuleFields.min_order_total.nullable()),
    max_uses: z.preprocess(blankToNull, couponRuleFields.max_uses.nullable()),
    one_per_phone: couponRuleFields.one_per_phone,
  }),
);
export type CouponDialogOutput = z.output<typeof couponDialogSchema>;

/** The body of create and update: every rule is sent, null where the admin left it empty. */
export function toCouponRequest(values: CouponDialogOutput) {
  return {
    coupon_code: values.coupon_code,
    discount: values.discount,
    starts_at: values.starts_at?.toISOString() ?? null,
    ends_at: values.ends_at?.toISOString() ?? null,
    min_order_total: values.min_order_total,
    max_uses: values.max_uses,
    one_per_phone: values.one_per_phone,
  };
}
export type CouponRequest = ReturnType<typeof toCouponRequest>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone. */
function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Empty fields to add a coupon, or the coupon's own to edit it (spec §4). */
export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  return {
    coupon_code: coupon?.coupon_code ?? '',
    discount: coupon ? String(coupon.discount) : '',
    starts_at: isoToLocal(coupon?.starts_at ?? null),
    ends_at: isoToLocal(coupon?.ends_at ?? null),
    min_order_total:
      coupon && coupon.min_order_total !== null ? String(coupon.min_order_total) : '',
    max_uses: coupon && coupon.max_uses !== null ? String(coupon.max_uses) : '',
    one_per_phone: coupon?.one_per_phone ?? false,
  };
}
