import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockMovementsPageSchema } from '@shop/domain/schemas/inventory.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/inventory/movements: a variant's ledger, newest first, a page at a time. */
export function useStockMovements(variantId: number | null, page: number) {
  return useQuery({
    queryKey: adminKeys.stockMovements(variantId ?? 0, page),
    queryFn: () =>
      apiRequest(`/admin/inventory/movements?variantId=${variantId}&page=${page}`, {
        schema: stockMovementsPageSchema,
      }),
    enabled: variantId !== null,
    placeholderData: keepPreviousData,
  });
}
