import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../../lib/toasts';
import { apiRequest } from '../../../../lib/api-client';
import { useRemoveRowLocally } from '../../common/admin-list';
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
  const removeRow = useRemoveRowLocally(adminKeys.orders());
  return useMutation({ mutationFn: deleteOrder, onSuccess: (_data, id) => removeRow(id) });
}
