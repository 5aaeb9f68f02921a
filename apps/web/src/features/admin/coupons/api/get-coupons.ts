import { couponSchema } from '@shop/domain/schemas/coupon.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/coupons: a page of the coupons, newest first, searched on the server. */
export function useCoupons() {
  return useAdminList({ path: 'coupons', key: adminKeys.coupons(), item: couponSchema });
}
