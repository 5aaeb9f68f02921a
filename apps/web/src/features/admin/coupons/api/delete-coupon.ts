import { apiRequest } from '../../../../lib/api-client';
import { useDeleteRow } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteCoupon(id: number): Promise<unknown> {
  return apiRequest(`/products/delete-coupon/${id}`, { method: 'DELETE' });
}

export function useDeleteCoupon() {
  return useDeleteRow(deleteCoupon, adminKeys.coupons());
}
