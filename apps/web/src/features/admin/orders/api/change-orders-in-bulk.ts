import { useMutation, useQueryClient } from '@tanstack/react-query';
import { givesStockBack } from '@shop/domain/order-status';
import {
  bulkOrderChangeResultSchema,
  type BulkOrderChangeBody,
  type BulkOrderChangeResult,
} from '@shop/domain/schemas/order-changes.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/orders/bulk: one move for the selected orders; the answer says per order whether it
 * moved and, if not, why.
 */
export function changeOrdersInBulk(body: BulkOrderChangeBody): Promise<BulkOrderChangeResult> {
  return apiRequest('/admin/orders/bulk', {
    method: 'POST',
    body,
    schema: bulkOrderChangeResultSchema,
  });
}

/** Every order read anywhere may have moved: the list and the order pages are read again. */
export function useChangeOrdersInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrdersInBulk,
    onSettled: (_result, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // A cancelled or returned order's units are on sale again: the products' stock changed.
      if (givesStockBack(body.status)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      }
    },
  });
}
