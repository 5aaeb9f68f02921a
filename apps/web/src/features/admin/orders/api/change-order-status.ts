import { useMutation, useQueryClient } from '@tanstack/react-query';
import { givesStockBack } from '@shop/domain/order-status';
import type { ChangeOrderStatusBody } from '@shop/domain/schemas/order-changes.schema';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';
import { orderResponseSchema } from './get-order';
import { orderBookingQueryOptions } from './get-order-booking';

/** POST /api/admin/orders/:id/status: confirm, ship, deliver, return or cancel, with an optional note. */
export async function changeOrderStatus(
  id: number,
  body: ChangeOrderStatusBody,
): Promise<OrderDetail> {
  const { order } = await apiRequest(`/admin/orders/${id}/status`, {
    method: 'POST',
    body,
    schema: orderResponseSchema,
  });
  return order;
}

/**
 * The order changed (409: another staff member or the shopper moved it first) or went (404) since the
 * page read it: the page's copy is stale.
 */
export function isOrderChangedElsewhere(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
}

/**
 * The page shows the server's answer at once and the Shipping list is read again. A refusal's message
 * is the api client's toast; the order is then read again, so the page offers only what is allowed now.
 */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
  return useMutation({
    mutationFn: (body: ChangeOrderStatusBody) => changeOrderStatus(id, body),
    onSuccess: (order, body) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      // The move may have changed the courier booking: a cancel cancels the parcel first, leaving
      // confirmed drops a booking still waiting. The Courier panel reads it again.
      void queryClient.invalidateQueries({ queryKey: orderBookingQueryOptions(id).queryKey });
      void refreshList();
      // A cancelled or returned order's units are on sale again: the products' stock changed.
      if (givesStockBack(body.status)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      }
    },
    onError: (error) => {
      if (!isOrderChangedElsewhere(error)) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(id) });
      void refreshList();
    },
  });
}
