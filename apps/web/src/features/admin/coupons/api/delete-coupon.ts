import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useRemoveRowLocally } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteCoupon(id: number): Promise<unknown> {
  return apiRequest(`/products/delete-coupon/${id}`, { method: 'DELETE' });
}

export function useDeleteCoupon() {
  const removeRow = useRemoveRowLocally(adminKeys.coupons());
  return useMutation({ mutationFn: deleteCoupon, onSuccess: (_data, id) => removeRow(id) });
}
