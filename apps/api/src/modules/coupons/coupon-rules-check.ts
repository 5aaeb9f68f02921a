/**
 * A coupon's rules checked against what is known now: its uses are counted only for the rules that
 * need them, then the domain's couponRefusal says why it does not apply. The storefront's lookup calls
 * it on a plain read; an order calls it inside its transaction with the coupon's row locked
 * (coupon-redemption.ts), so the count cannot change before the order is written.
 */
import { couponRefusal, type CouponRefusal } from '@shop/domain/coupon-rules';
import type { Paisa } from '@shop/domain/money';
import type { CouponRow, CouponsRepository } from './coupons.repository';

export interface KnownNow {
  now: Date;
  /** The order's total before the coupon and delivery; left out when not known. */
  orderTotal?: Paisa;
  /** The shopper's phone key (+923XXXXXXXXX), null for a phone without one; left out when not known. */
  phoneKey?: string | null;
}

export async function couponRefusalNow(
  repository: CouponsRepository,
  row: CouponRow,
  known: KnownNow,
): Promise<CouponRefusal | null> {
  const uses = row.maxUses === null ? undefined : await repository.usesOf(row.id);
  let usesByPhone: number | null | undefined;
  if (row.onePerPhone && known.phoneKey !== undefined) {
    usesByPhone =
      known.phoneKey === null ? null : await repository.usesByPhone(row.id, known.phoneKey);
  }
  // The row holds the rules under the domain's names (startsAt, maxUses…): it is passed as they are.
  return couponRefusal(row, {
    now: known.now,
    orderTotal: known.orderTotal,
    uses,
    usesByPhone,
  });
}
