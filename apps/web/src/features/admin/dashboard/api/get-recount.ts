import { useQuery } from '@tanstack/react-query';
import { recountListSchema } from '@shop/domain/schemas/inventory.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/**
 * GET /api/admin/inventory/recount: the products whose stock per colour the migration guessed
 * (decision 0024), until staff count them. The dashboard shows its own message on failure.
 */
export function useProductsToRecount() {
  return useQuery({
    queryKey: adminKeys.recount(),
    queryFn: ({ signal }) =>
      apiRequest('/admin/inventory/recount', {
        schema: recountListSchema,
        toastOnError: false,
        signal,
      }),
    // Read again on every visit, as the dashboard's figures are.
    staleTime: 0,
  });
}
