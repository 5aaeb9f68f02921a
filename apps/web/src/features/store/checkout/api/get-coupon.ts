import { couponLookupResponseSchema } from '@shop/domain/schemas/coupon.schema';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/products/coupon/:code → the coupon's percentage. The checkout shows its own message for an
 * unknown code ('Invalid coupon or no discount available.'), so the API client's toast is turned off.
 */
export async function getCoupon(code: string): Promise<{ code: string; discount: number }> {
  const { coupon } = await apiRequest(`/products/coupon/${encodeURIComponent(code)}`, {
    schema: couponLookupResponseSchema,
    toastOnError: false,
  });
  return { code: coupon.coupon_code, discount: coupon.discount };
}
