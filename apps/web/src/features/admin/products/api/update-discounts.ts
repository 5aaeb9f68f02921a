import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  discountSchema,
  removedDiscountSchema,
  type NewDiscountBody,
  type RemovedDiscount,
} from '@shop/domain/schemas/discount.schema';
import { adminListPageSchema } from '@shop/domain/schemas/list-query.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';

/**
 * Discounts that come off again (decision 0025): one on the selected products, a type, a sub type or
 * all; the list of those still on; and taking one off, which puts the sale prices before it back.
 */
export async function applyDiscount(body: NewDiscountBody) {
  const { discount } = await apiRequest('/admin/discounts', {
    method: 'POST',
    body,
    schema: z.object({ discount: discountSchema }),
  });
  return discount;
}

export function useApplyDiscount() {
  // The products' prices and the discounts' list are both under the products' key.
  return useInvalidatingMutation(applyDiscount, queryKeys.products.all, { evenOnError: true });
}

/** The discounts still on, newest first (the first page: a shop runs a handful at a time). */
export function useActiveDiscounts() {
  return useQuery({
    queryKey: adminKeys.discounts(),
    queryFn: () => apiRequest('/admin/discounts', { schema: adminListPageSchema(discountSchema) }),
  });
}

export function removeDiscount(id: number): Promise<RemovedDiscount> {
  return apiRequest(`/admin/discounts/${id}`, { method: 'DELETE', schema: removedDiscountSchema });
}

export function useRemoveDiscount() {
  return useInvalidatingMutation(removeDiscount, queryKeys.products.all, { evenOnError: true });
}
