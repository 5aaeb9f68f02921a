import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';
import { orderResponseSchema } from './get-order';

/**
 * POST /api/admin/orders/:id/block-phone {reason} blocks the order's phone; DELETE unblocks it. The
 * answer is the order page's data with the phone's record as it is now.
 */
export function useBlockPhone(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string | null) =>
      (
        await apiRequest(`/admin/orders/${id}/block-phone`, {
          method: reason === null ? 'DELETE' : 'POST',
          ...(reason === null ? {} : { body: { reason } }),
          schema: orderResponseSchema,
        })
      ).order,
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(id), order),
  });
}
