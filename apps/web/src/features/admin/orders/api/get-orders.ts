import { orderSchema } from '@shop/domain/schemas/order.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';
import { readOrdersFilters } from '../order-views';

/** GET /api/admin/orders: a page of the orders with the server's own totals, by status and age. */
export function useOrders() {
  return useAdminList({
    path: 'orders',
    key: adminKeys.orders(),
    item: orderSchema,
    readFilters: readOrdersFilters,
  });
}
