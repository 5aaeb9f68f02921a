import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Order } from '@shop/domain/schemas/order.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** DELETE /api/shipping/delete-shipping/:id; a failure reads 'Failed to delete shipping item.' (spec §8). */
export async function deleteOrder(id: number): Promise<void> {
  try {
    await apiRequest(`/shipping/delete-shipping/${id}`, { method: 'DELETE', toastOnError: false });
  } catch (error) {
    toast.error('Failed to delete shipping item.');
    throw error;
  }
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Order[]>(adminKeys.orders(), (orders) =>
        orders?.filter((order) => order.id !== id),
      ),
  });
}
