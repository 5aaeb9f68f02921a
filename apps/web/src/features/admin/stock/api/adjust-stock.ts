import {
  stockAdjustAnswerSchema,
  type StockAdjustBody,
} from '@shop/domain/schemas/inventory.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/inventory/adjust. The dialog shows a refusal itself (a 409 below zero, the 400's
 * fields), so no toast.
 */
export function adjustStock(body: StockAdjustBody) {
  return apiRequest('/admin/inventory/adjust', {
    method: 'POST',
    body,
    schema: stockAdjustAnswerSchema,
    toastOnError: false,
  });
}

/** The product, its list and every variant's ledger are read again: they all show the stock. */
export function useAdjustStock() {
  return useInvalidatingMutation(adjustStock, queryKeys.products.all);
}
