import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatPKR, toPaisa } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { formatColour } from '../format-colour';
import { deliveryFeeLabel } from './cart-totals';

const PAYMENT_METHOD_LABELS: Record<string, string> = { cod: 'Cash on Delivery' };

function rupees(amount: number): string {
  return formatPKR(toPaisa(amount));
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
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

interface OrderConfirmationDialogProps {
  /** The order exactly as the server stored it: its numbers, not the browser's, are shown. */
  order: Order | null;
  onClose: () => void;
}

export function OrderConfirmationDialog({ order, onClose }: OrderConfirmationDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  if (!order) return null;
  const { shippingInfo } = order;
  const discounted = order.totalPrice !== order.originalTotal;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="order-confirmation-title"
      aria-describedby="order-confirmation-message"
    >
      <DialogTitle id="order-confirmation-title">Order Confirmation</DialogTitle>
      <DialogContent dividers>
        <Typography id="order-confirmation-message" sx={{ mb: 2, fontWeight: 600 }}>
          Thank You for placing the order! Your order is confirmed.
        </Typography>

        <Typography component="h3" variant="h6">
          Order Details
        </Typography>
        <Typography sx={{ mb: 1 }}>Order number: {order.id}</Typography>
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
                <TableCell>Colour</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.cartItems.map((line) => (
                <TableRow key={`${line.id}:${line.selectedColor}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.title}</TableCell>
                  <TableCell>{formatColour(line.selectedColor) || '—'}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rupees(line.lineTotal)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box component="dl" sx={{ mt: 2, mb: 3 }}>
          <Detail label="Total">
            {discounted && (
              <Box component="del" sx={{ color: '#6b6b6b', mr: 1 }}>
                <VisuallyHidden>Original total: </VisuallyHidden>
                {rupees(order.originalTotal)}
              </Box>
            )}
            {rupees(order.totalPrice)}
            {order.couponCode && ` (coupon ${order.couponCode}, ${order.discount}% off)`}
          </Detail>
          <Detail label="Delivery Fee">{deliveryFeeLabel(toPaisa(order.deliveryFee))}</Detail>
          <Detail label="Grand Total">{rupees(order.grandTotal)}</Detail>
        </Box>

        <Typography component="h3" variant="h6">
          Shipping Details
        </Typography>
        <Box component="dl" sx={{ mt: 1 }}>
          <Detail label="Full Name">{shippingInfo.fullName}</Detail>
          <Detail label="Email">{shippingInfo.email}</Detail>
          <Detail label="Address">{shippingInfo.address}</Detail>
          <Detail label="City">{shippingInfo.city}</Detail>
          <Detail label="Postal Code">{shippingInfo.postalCode}</Detail>
          <Detail label="Phone">{shippingInfo.phone}</Detail>
          <Detail label="Payment Method">
            {PAYMENT_METHOD_LABELS[shippingInfo.paymentMethod] ?? shippingInfo.paymentMethod}
          </Detail>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
