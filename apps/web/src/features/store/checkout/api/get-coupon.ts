import { couponLookupResponseSchema } from '@shop/domain/schemas/coupon.schema';
import { toRupees, type Paisa } from '@shop/domain/money';
import { apiRequest } from '../../../../lib/api-client';

/** What the checkout knows when the shopper applies a code; the server checks the rules it can. */
export interface CouponLookup {
  couponCode: string;
  /** The cart's total before the coupon and delivery; sent in rupees, the wire's unit. */
  total: Paisa;
  /** The shopper's phone, once the shipping form holds a valid one. */
  phone: string | null;
}

/**
 * GET /api/products/coupon/:code?total=&phone= → the coupon's percentage, or a refusal whose message
 * the checkout shows under the field (an unknown code: 'Invalid coupon or no discount available.'; a
 * rule: 'This coupon has expired.' and the like), so the API client's toast is turned off.
 */
export async function getCoupon({
  couponCode,
  total,
  phone,
}: CouponLookup): Promise<{ couponCode: string; discount: number }> {
  const query = new URLSearchParams({ total: String(toRupees(total)) });
  if (phone) query.set('phone', phone);
  const { coupon } = await apiRequest(
    `/products/coupon/${encodeURIComponent(couponCode)}?${query}`,
    {
      schema: couponLookupResponseSchema,
      toastOnError: false,
    },
  );
  return { couponCode: coupon.coupon_code, discount: coupon.discount };
}
