import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toPaisa, toRupees } from '@shop/domain/money';
import { bulkDiscountPrice } from '@shop/domain/pricing';
import type { Product } from '@shop/domain/schemas/product.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface DiscountResult {
  updated: number;
  failed: number;
}

/**
 * The bulk discount (spec §9): discounted_price = price − price × percent / 100 for every product, one
 * POST /api/products/update/:id per product. All requests run; the result counts the failures.
 */
export async function updateDiscounts(
  products: readonly Product[],
  percent: number,
): Promise<DiscountResult> {
  const results = await Promise.allSettled(
    products.map((product) =>
      apiRequest(`/products/update/${product.id}`, {
        method: 'POST',
        body: { discounted_price: toRupees(bulkDiscountPrice(toPaisa(product.price), percent)) },
      }),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  return { updated: results.length - failed, failed };
}

export function useUpdateDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ products, percent }: { products: readonly Product[]; percent: number }) =>
      updateDiscounts(products, percent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
