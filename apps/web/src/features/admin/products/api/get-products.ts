import { productSchema } from '@shop/domain/schemas/product.schema';
import { useAdminList } from '../../common/admin-list';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/products: a page of the products, the newest first, searched on the server. */
export function useProducts() {
  return useAdminList({ path: 'products', key: adminKeys.products(), item: productSchema });
}
