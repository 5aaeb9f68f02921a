import { orderSchema } from '@shop/domain/schemas/order.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/orders: a page of the orders with the server's own totals, newest first. */
export function useOrders() {
  return useAdminList({ path: 'orders', key: adminKeys.orders(), item: orderSchema });
}
