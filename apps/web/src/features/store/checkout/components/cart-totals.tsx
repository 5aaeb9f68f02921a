import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '@shop/domain/constants';
import { formatPaisa, formatRupees, type Paisa } from '@shop/domain/money';
import type { Totals } from '@shop/domain/pricing';
import { VisuallyHidden } from '../../../../components/visually-hidden';

/** 'Free' when no fee is due, else the fee in PKR. */
export function deliveryFeeLabel(fee: Paisa): string {
  return fee === 0 ? 'Free' : formatPaisa(fee);
}

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.1rem' : '1rem',
      }}
    >
      <Box component="dt" sx={{ m: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Total, delivery fee and grand total. With a coupon the original total is struck through beside the
 * discounted one (spec §4 'Checkout'). The amounts are computed by the caller with the domain rules.
 */
export function CartTotals({ totals, discounted }: { totals: Totals; discounted: boolean }) {
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Total">
          {discounted && (
            <Box component="del" sx={{ color: '#6b6b6b', mr: 1 }}>
              <VisuallyHidden>Original total: </VisuallyHidden>
              {formatPaisa(totals.originalTotal)}
            </Box>
          )}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {discounted && <VisuallyHidden>Discounted total: </VisuallyHidden>}
            {formatPaisa(totals.totalPrice)}
          </Box>
        </Row>
        <Row label="Delivery Fee">{deliveryFeeLabel(totals.deliveryFee)}</Row>
        <Row label="Grand Total" strong>
          {formatPaisa(totals.grandTotal)}
        </Row>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: '#5c5c5c' }}>
        Free delivery on orders above {formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES)}.
      </Typography>
    </>
  );
}
