import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@shop/domain/schemas/coupon.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

export function deleteCoupon(id: number): Promise<unknown> {
  return apiRequest(`/products/delete-coupon/${id}`, { method: 'DELETE' });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Coupon[]>(adminKeys.coupons(), (coupons) =>
        coupons?.filter((coupon) => coupon.id !== id),
      ),
  });
}
