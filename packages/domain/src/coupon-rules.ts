/**
 * A coupon's optional rules (issue #12): when it is valid, the least order it applies to, how many
 * orders may use it and whether a phone may use it once only. One function says why a coupon does not
 * apply, so the storefront's lookup and the order's transaction refuse with the same words.
 */
import { formatPaisa, type Paisa } from './money';
import { formatShopDateTime } from './shop-time';

export interface CouponRules {
  startsAt: Date | null;
  endsAt: Date | null;
  /** Least order total (whole paisa, before the coupon and delivery). */
  minOrderTotal: Paisa | null;
  maxUses: number | null;
  onePerPhone: boolean;
}

/**
 * What is known when the coupon is checked. A fact left out is a rule not checked: the storefront's
 * lookup may not know the cart's total or the phone yet; an order always knows every fact.
 */
export interface CouponFacts {
  now: Date;
  /** The order's total before the coupon and delivery, whole paisa. */
  orderTotal?: Paisa;
  /** Orders that used the coupon and were not cancelled. */
  uses?: number;
  /**
   * Orders from this phone that used the coupon and were not cancelled; null when the phone is not a
   * Pakistani number, which cannot be told apart from another (so a one-per-phone coupon refuses it).
   */
  usesByPhone?: number | null;
}

export type CouponRefusalReason =
  'expired' | 'not_started' | 'used_up' | 'used_by_phone' | 'phone_unknown' | 'below_minimum';

export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
}

/** Spec §8: an unknown code, or a coupon with no discount; the lookup and the order say it alike. */
export const INVALID_COUPON = 'Invalid coupon or no discount available.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const COUPON_USED_UP = 'This coupon has been used up.';
export const COUPON_USED_BY_PHONE = 'You have already used this coupon.';
export const COUPON_NEEDS_PAKISTANI_PHONE =
  'This coupon is for one use per phone, so it needs a Pakistani phone number.';

export function couponNotStartedMessage(startsAt: Date): string {
  return `This coupon is not valid yet. It starts on ${formatShopDateTime(startsAt)}.`;
}

export function couponMinimumMessage(minOrderTotal: Paisa): string {
  return `This coupon needs an order of ${formatPaisa(minOrderTotal)} or more.`;
}

/**
 * Why the coupon does not apply, or null when it does. A coupon is valid from its start (included) to
 * its end (excluded). Rules the shopper cannot change come first: an expired or used-up coupon says so
 * rather than asking for a bigger order.
 */
export function couponRefusal(rules: CouponRules, facts: CouponFacts): CouponRefusal | null {
  const now = facts.now.getTime();
  if (rules.endsAt && now >= rules.endsAt.getTime()) {
    return { reason: 'expired', message: COUPON_EXPIRED };
  }
  if (rules.startsAt && now < rules.startsAt.getTime()) {
    return { reason: 'not_started', message: couponNotStartedMessage(rules.startsAt) };
  }
  if (rules.maxUses !== null && facts.uses !== undefined && facts.uses >= rules.maxUses) {
    return { reason: 'used_up', message: COUPON_USED_UP };
  }
  if (rules.onePerPhone && facts.usesByPhone !== undefined) {
    if (facts.usesByPhone === null) {
      return { reason: 'phone_unknown', message: COUPON_NEEDS_PAKISTANI_PHONE };
    }
    if (facts.usesByPhone > 0) return { reason: 'used_by_phone', message: COUPON_USED_BY_PHONE };
  }
  if (
    rules.minOrderTotal !== null &&
    facts.orderTotal !== undefined &&
    facts.orderTotal < rules.minOrderTotal
  ) {
    return { reason: 'below_minimum', message: couponMinimumMessage(rules.minOrderTotal) };
  }
  return null;
}

/** A coupon's dates are in order when either is open or the end comes after the start. */
export function datesInOrder(startsAt: Date | null, endsAt: Date | null): boolean {
  return !startsAt || !endsAt || endsAt.getTime() > startsAt.getTime();
}

/** How the back office's table shows the uses: '3 / 10 used', or '3 used' without a limit. */
export function usesLabel(uses: number, maxUses: number | null): string {
  return maxUses === null ? `${uses} used` : `${uses} / ${maxUses} used`;
}
