import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { isOverMaxOrder, overMaxOrderMessage } from '@shop/domain/cod-rules';
import { isApplicableDiscount } from '@shop/domain/pricing';
import { useMemo } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import { useCartStore } from '../../cart/cart-store';
import { useCodRules } from '../api/get-cod-rules';
import { checkoutTotals } from '../checkout-totals';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { CouponBox } from './coupon-box';

/**
 * The left column of the checkout: lines, coupon and totals, or 'No items in the cart.' The shopper's
 * phone, once typed in the shipping form, goes with a coupon's lookup.
 */
export function CartSummary({ shopperPhone }: { shopperPhone: string | null }) {
  const lines = useCartStore((state) => state.lines);
  const discount = useCartStore((state) => state.discount);
  const rules = useCodRules();
  const totals = useMemo(() => checkoutTotals(lines, discount, rules), [lines, discount, rules]);
  const overMax =
    rules.maxOrder !== null && isOverMaxOrder(rules, totals.grandTotal)
      ? overMaxOrderMessage(rules.maxOrder)
      : undefined;

  return (
    <Box component="section" aria-labelledby="cart-heading">
      <Typography id="cart-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
        Your Cart
      </Typography>
      {lines.length === 0 ? (
        <Box sx={{ py: 4 }}>
          <Typography sx={{ mb: 2 }}>No items in the cart.</Typography>
          <Button component={RouterLink} to="/products" variant="contained">
            Continue Shopping
          </Button>
        </Box>
      ) : (
        <>
          <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((line) => (
              <CartLineItem key={`${line.id}:${line.selectedColor}`} line={line} />
            ))}
          </Box>
          <Box sx={{ mt: 3 }}>
            <CouponBox phone={shopperPhone} />
          </Box>
          <Divider sx={{ my: 2 }} />
          <CartTotals
            totals={totals}
            discounted={isApplicableDiscount(discount)}
            overMaxMessage={overMax}
          />
        </>
      )}
    </Box>
  );
}
