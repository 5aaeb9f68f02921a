/**
 * A coupon used by an order, inside the order's transaction. The coupon's row is locked first, so
 * orders using one coupon pass one after the other: each counts the uses the ones before it wrote, and
 * fifty orders at once on a one-use coupon give exactly one discounted order. A refused coupon refuses
 * the whole order (no order, no stock taken): the shopper saw a discounted total and must choose.
 */
import type { Paisa } from '@shop/domain/money';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { couponRefusalNow } from './coupon-rules-check';
import { createCouponsRepository, type CouponRow } from './coupons.repository';
import { INVALID_COUPON } from '@shop/domain/coupon-rules';

/** The order request's field the refusals name. */
const FIELD = 'couponCode';

export function createCouponRedemption(tx: Database) {
  const repository = createCouponsRepository(tx);
  return {
    /** Finds the coupon by code and locks its row; 400 naming couponCode when there is none. */
    lock(couponCode: string): Promise<CouponRow> {
      return repository.lockByCode(couponCode).then((row) => {
        if (!row) throw AppError.invalidField(FIELD, INVALID_COUPON);
        return row;
      });
    },

    /**
     * 409 when the coupon does not apply to this order: fieldErrors names couponCode, and the message
     * is the rule's own words alone, as the shopper reads it (the storefront toasts it, spec §8).
     */
    async check(row: CouponRow, order: { total: Paisa; phoneKey: string | null }): Promise<void> {
      const refusal = await couponRefusalNow(repository, row, {
        now: new Date(),
        orderTotal: order.total,
        phoneKey: order.phoneKey,
      });
      if (refusal) throw new AppError('conflict', refusal.message, { [FIELD]: refusal.message });
    },
  };
}
