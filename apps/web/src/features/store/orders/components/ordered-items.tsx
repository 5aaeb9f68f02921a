import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupees, toPaisa } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { ReactNode } from 'react';
import {
  COD_FEE_LABEL,
  deliveryFeeLabel,
  ROUNDING_LABEL,
  roundingLabel,
  StruckOriginalTotal,
} from '../../checkout/components/cart-totals';
import { formatColour, formatVariant } from '../../checkout/format-colour';

type OrderedItemsProps = {
  order: Pick<
    Order,
    | 'cartItems'
    | 'originalTotal'
    | 'totalPrice'
    | 'couponCode'
    | 'discount'
    | 'deliveryFee'
    | 'grandTotal'
    | 'codFee'
    | 'rounding'
  >;
};

/** One label and its value in a <dl>, the label left and the value right. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * What an order holds, as the server stored it: its lines, the total (struck through before a coupon),
 * the delivery fee, the COD fee and rounding when there are any, and the grand total. The order confirmation and the tracking page show it alike.
 */
export function OrderedItems({ order }: OrderedItemsProps) {
  const discounted = order.totalPrice !== order.originalTotal;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="Ordered items"
          sx={{
            '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
            '& .MuiTableCell-root:first-of-type': { pl: 0 },
            '& .MuiTableCell-root:last-of-type': { pr: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Variant</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.cartItems.map((line) => (
              <TableRow key={`${line.id}:${line.selectedColor}:${line.variantId}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.title}</TableCell>
                {/* The variant's values ('Gold / 6'); an order older than variants names its colour. */}
                <TableCell>
                  {formatVariant(line.variant) || formatColour(line.selectedColor) || '—'}
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(line.lineTotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box component="dl" sx={{ mt: 2, mb: 3 }}>
        <Detail label="Total">
          {discounted && <StruckOriginalTotal amount={formatRupees(order.originalTotal)} />}
          {formatRupees(order.totalPrice)}
          {order.couponCode && ` (coupon ${order.couponCode}, ${order.discount}% off)`}
        </Detail>
        <Detail label="Delivery Fee">{deliveryFeeLabel(toPaisa(order.deliveryFee))}</Detail>
        {order.codFee > 0 && <Detail label={COD_FEE_LABEL}>{formatRupees(order.codFee)}</Detail>}
        {order.rounding < 0 && (
          <Detail label={ROUNDING_LABEL}>{roundingLabel(toPaisa(order.rounding))}</Detail>
        )}
        <Detail label="Grand Total">{formatRupees(order.grandTotal)}</Detail>
      </Box>
    </>
  );
}
