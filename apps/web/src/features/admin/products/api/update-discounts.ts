import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const discountResponseSchema = z.object({ updated: z.number().int() });

/**
 * The bulk discount (spec §9): every product's discounted price becomes its price less `percent` %,
 * computed by the server in one request however large the catalogue.
 */
export async function updateDiscounts(percent: number): Promise<{ updated: number }> {
  return apiRequest('/admin/products/discount', {
    method: 'POST',
    body: { percent },
    schema: discountResponseSchema,
  });
}

export function useUpdateDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscounts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
