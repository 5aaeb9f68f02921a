import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '@shop/domain/constants';
import { formatPaisa, formatRupees, type Paisa } from '@shop/domain/money';
import type { CodTotals } from '@shop/domain/cod-rules';
import { VisuallyHidden } from '../../../../components/visually-hidden';

/** 'Free' when no fee is due, else the fee in PKR. */
export function deliveryFeeLabel(fee: Paisa): string {
  return fee === 0 ? 'Free' : formatPaisa(fee);
}

export const COD_FEE_LABEL = 'Cash on delivery fee';
export const ROUNDING_LABEL = 'Rounded in your favour';

/** The paisa let go to reach whole rupees, as taken off: '−PKR 0.20'. */
export function roundingLabel(rounding: Paisa): string {
  return `−${formatPaisa(-rounding)}`;
}

/** The total before a coupon, struck through beside the discounted one (the cart and the order alike). */
export function StruckOriginalTotal({ amount }: { amount: string }) {
  return (
    <Box component="del" sx={{ color: '#6b6b6b', mr: 1 }}>
      <VisuallyHidden>Original total: </VisuallyHidden>
      {amount}
    </Box>
  );
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
 * Total, delivery fee, the shop's COD fee and the rounding to whole rupees (issue #29), and the grand
 * total: the cash to pay the rider. With a coupon the original total is struck through beside the
 * discounted one (spec §4 'Checkout'). The amounts are computed by the caller with the domain rules; a
 * total above the most the shop takes in cash says so under it.
 */
export function CartTotals({
  totals,
  discounted,
  overMaxMessage,
}: {
  totals: CodTotals;
  discounted: boolean;
  overMaxMessage?: string | undefined;
}) {
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Total">
          {discounted && <StruckOriginalTotal amount={formatPaisa(totals.originalTotal)} />}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {discounted && <VisuallyHidden>Discounted total: </VisuallyHidden>}
            {formatPaisa(totals.totalPrice)}
          </Box>
        </Row>
        <Row label="Delivery Fee">{deliveryFeeLabel(totals.deliveryFee)}</Row>
        {totals.codFee > 0 && <Row label={COD_FEE_LABEL}>{formatPaisa(totals.codFee)}</Row>}
        {totals.rounding < 0 && <Row label={ROUNDING_LABEL}>{roundingLabel(totals.rounding)}</Row>}
        <Row label="Grand Total" strong>
          {formatPaisa(totals.grandTotal)}
        </Row>
      </Box>
      {overMaxMessage && (
        <Typography id="cod-max-message" role="alert" sx={{ mt: 1, color: 'error.main' }}>
          {overMaxMessage}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: '#5c5c5c' }}>
        Free delivery on orders above {formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES)}.
      </Typography>
    </>
  );
}
