/**
 * Coupons: a code and a whole percentage. Codes are unique regardless of case (a unique index on
 * lower(code) is the guarantee; the messages come from here).
 */
import type { Coupon, CouponForm } from '@shop/domain/schemas/coupon.schema';
import type { AdminListQuery } from '@shop/domain/schemas/list-query.schema';
import { readAdminPage } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import { createCouponsRepository, type CouponRow } from './coupons.repository';

export const INVALID_COUPON = 'Invalid coupon or no discount available.';
const CODE_TAKEN = 'Coupon code already exists';
const NOT_FOUND = 'Coupon not found.';

export function toCoupon(row: CouponRow): Coupon {
  return { id: row.id, coupon_code: row.code, discount: row.discount };
}

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

    async lookup(code: string): Promise<Coupon> {
      const row = await repository.findByCode(code.trim());
      if (!row || row.discount <= 0) throw new AppError('not_found', INVALID_COUPON);
      return toCoupon(row);
    },

    async create(form: CouponForm): Promise<Coupon> {
      const row = await repository.insert({ code: form.coupon_code, discount: form.discount });
      if (!row) throw new AppError('conflict', CODE_TAKEN, { coupon_code: CODE_TAKEN });
      return toCoupon(row);
    },

    async update(id: number, form: CouponForm): Promise<Coupon> {
      let row: CouponRow | undefined;
      try {
        row = await repository.update(id, { code: form.coupon_code, discount: form.discount });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', CODE_TAKEN, { coupon_code: CODE_TAKEN });
        }
        throw error;
      }
      if (!row) throw new AppError('not_found', NOT_FOUND);
      return toCoupon(row);
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('not_found', NOT_FOUND);
    },
  };
}
