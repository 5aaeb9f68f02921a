/**
 * The checkout's totals as the order call will compute them (issue #29): the cart's prices and coupon
 * (domain cart.ts), then the owner's COD fee and the rounding down to whole rupees (domain cod-rules.ts).
 */
import { cartTotals, type CartLineCore } from '@shop/domain/cart';
import { withCashOnDelivery, type CodRules, type CodTotals } from '@shop/domain/cod-rules';

export function checkoutTotals(
  lines: readonly CartLineCore[],
  discount: number | null | undefined,
  rules: CodRules,
): CodTotals {
  return withCashOnDelivery(cartTotals(lines, discount), rules.fee);
}
