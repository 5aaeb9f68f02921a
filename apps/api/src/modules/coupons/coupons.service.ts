/**
 * Coupons: a code, a whole percentage and optional rules (issue #12: dates, least order total, total
 * uses, one use per phone). Codes are unique regardless of case (a unique index on lower(code) is the
 * guarantee; the messages come from here). The rules are checked by the storefront's lookup with what
 * the checkout knows, and by every order inside its transaction (coupon-redemption.ts).
 */
import { datesInOrder, INVALID_COUPON } from '@shop/domain/coupon-rules';
import { toPaisa, toRupees } from '@shop/domain/money';
import { phoneKey } from '@shop/domain/phone';
import {
  END_AFTER_START,
  type Coupon,
  type CouponForm,
  type CouponLookupQuery,
} from '@shop/domain/schemas/coupon.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import { couponRefusalNow } from './coupon-rules-check';
import {
  createCouponsRepository,
  type CouponRow,
  type CouponValues,
  type CouponWithUses,
} from './coupons.repository';

const CODE_TAKEN = 'Coupon code already exists';
const NOT_FOUND = 'Coupon not found.';

function toCoupon(row: CouponWithUses): Coupon {
  return {
    id: row.id,
    coupon_code: row.couponCode,
    discount: row.discount,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    min_order_total: row.minOrderTotal === null ? null : toRupees(row.minOrderTotal),
    max_uses: row.maxUses,
    one_per_phone: row.onePerPhone,
    uses: row.uses,
  };
}

/** The columns a form sets: a rule left out of the request is left as it is. */
function valuesOf(
  form: CouponForm,
): Partial<CouponValues> & Pick<CouponValues, 'couponCode' | 'discount'> {
  const values: Partial<CouponValues> & Pick<CouponValues, 'couponCode' | 'discount'> = {
    couponCode: form.coupon_code,
    discount: form.discount,
  };
  if (form.starts_at !== undefined) values.startsAt = form.starts_at;
  if (form.ends_at !== undefined) values.endsAt = form.ends_at;
  if (form.min_order_total !== undefined) {
    values.minOrderTotal = form.min_order_total === null ? null : toPaisa(form.min_order_total);
  }
  if (form.max_uses !== undefined) values.maxUses = form.max_uses;
  if (form.one_per_phone !== undefined) values.onePerPhone = form.one_per_phone;
  return values;
}

const codeTaken = () => new AppError('conflict', CODE_TAKEN, { coupon_code: CODE_TAKEN });

export function createCouponsService(deps: { db: Database }) {
  const repository = createCouponsRepository(deps.db);

  return {
    /** A page of the back office's table. */
    adminList(query: AdminListQuery) {
      return readAdminPage(query, repository.adminList(query.q), toCoupon);
    },
    async list(): Promise<Coupon[]> {
      return (await repository.list()).map(toCoupon);
    },

    /**
     * The checkout's 'Apply': the coupon's percentage, or why it does not apply (409 with the rule's
     * words). The cart's total is checked when the checkout sends it. Of the phone, only its form is
     * (a one-per-phone coupon needs a Pakistani number): whether it used the coupon before is checked
     * when the order is placed, so the lookup cannot tell anyone whether a phone has ordered (#23).
     */
    async lookup(couponCode: string, known: CouponLookupQuery = {}): Promise<CouponRow> {
      const row = await repository.findByCode(couponCode.trim());
      if (!row || row.discount <= 0) throw new AppError('not_found', INVALID_COUPON);
      const notAPakistaniNumber = known.phone !== undefined && phoneKey(known.phone) === null;
      const refusal = await couponRefusalNow(repository, row, {
        now: new Date(),
        orderTotal: known.total === undefined ? undefined : toPaisa(known.total),
        phoneKey: notAPakistaniNumber ? null : undefined,
      });
      if (refusal) throw new AppError('conflict', refusal.message);
      return row;
    },

    async create(form: CouponForm): Promise<Coupon> {
      const row = await repository.insert(valuesOf(form));
      if (!row) throw codeTaken();
      return toCoupon({ ...row, uses: 0 });
    },

    /** Under the row's lock, so the dates checked are the dates written beside the stored ones. */
    async update(id: number, form: CouponForm): Promise<Coupon> {
      return deps.db.transaction(async (tx) => {
        const coupons = createCouponsRepository(tx);
        const current = await coupons.lockById(id);
        if (!current) throw new AppError('not_found', NOT_FOUND);
        const values = valuesOf(form);
        // A request may change one date only: the other is the stored one.
        const startsAt = values.startsAt !== undefined ? values.startsAt : current.startsAt;
        const endsAt = values.endsAt !== undefined ? values.endsAt : current.endsAt;
        if (!datesInOrder(startsAt, endsAt)) {
          throw AppError.invalidField('ends_at', END_AFTER_START);
        }
        let row: CouponRow | undefined;
        try {
          row = await coupons.update(id, values);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken();
          throw error;
        }
        if (!row) throw new AppError('not_found', NOT_FOUND);
        return toCoupon({ ...row, uses: await coupons.usesOf(id) });
      });
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
    },
  };
}
