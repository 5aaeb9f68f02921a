import { cartItemSchema } from '@shop/domain/schemas/cart.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/carts: a page of the lines shoppers hold in their carts (admin 'View Cart'). */
export function useCartItems() {
  return useAdminList({ path: 'carts', key: adminKeys.carts(), item: cartItemSchema });
}
