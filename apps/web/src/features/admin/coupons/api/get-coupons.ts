import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { couponSchema, type Coupon } from '@shop/domain/schemas/coupon.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const couponsResponseSchema = z.object({ coupons: z.array(couponSchema) });

/** GET /api/products/coupon. The page says 'Failed to fetch coupons.' itself (spec §8). */
export async function getCoupons(): Promise<Coupon[]> {
  const { coupons } = await apiRequest('/products/coupon', {
    schema: couponsResponseSchema,
    toastOnError: false,
  });
  return coupons;
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.coupons(), queryFn: getCoupons });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
