import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';
import type { CouponRequest } from '../coupon-form';

/** POST /api/products/coupon/create, or /api/products/update-coupon/:id when editing. */
export function saveCoupon({
  id,
  values,
}: {
  id: number | null;
  values: CouponRequest;
}): Promise<unknown> {
  return id === null
    ? apiRequest('/products/coupon/create', { method: 'POST', body: values })
    : apiRequest(`/products/update-coupon/${id}`, { method: 'POST', body: values });
}

/** The list is reloaded after an add or update (spec §7). */
export function useSaveCoupon() {
  return useInvalidatingMutation(saveCoupon, queryKeys.coupons.all);
}
