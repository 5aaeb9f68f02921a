import { toast } from '../../../../lib/toasts';
import { apiRequest } from '../../../../lib/api-client';
import { useDeleteRow } from '../../common/admin-list';
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
  return useDeleteRow(deleteOrder, adminKeys.orders());
}
