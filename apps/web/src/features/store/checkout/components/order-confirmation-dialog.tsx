import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Order } from '@shop/domain/schemas/order.schema';
import { Link } from '../../../../lib/router';
import { Detail, OrderedItems } from '../../orders/components/ordered-items';
import { paymentMethodLabel } from '../../orders/payment-method-label';

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
        {/* The spec's words (§2). The order is placed `pending`: the shop confirms it after the call or
            WhatsApp the next line promises (decision 0020), so "confirmed" here means received. */}
        <Typography id="order-confirmation-message" sx={{ mb: 1, fontWeight: 600 }}>
          Thank You for placing the order! Your order is confirmed.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          We will call or WhatsApp you on {shippingInfo.phone} before we ship it. You can also
          confirm it, cancel it or follow it yourself:{' '}
          <MuiLink component={Link} to={`/order/${order.trackingToken}`}>
            Follow your order {order.number}
          </MuiLink>
        </Typography>

        <Typography component="h3" variant="h6">
          Order Details
        </Typography>
        <Typography sx={{ mb: 1 }}>Order number: {order.number}</Typography>
        <OrderedItems order={order} />

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
          <Detail label="Payment Method">{paymentMethodLabel(shippingInfo.paymentMethod)}</Detail>
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
