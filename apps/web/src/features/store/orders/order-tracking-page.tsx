import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { orderPagePath } from '@shop/domain/order-page';
import { ORDER_STATUS_LABELS, shopperMayChange } from '@shop/domain/order-status';
import { PAGE_TITLES } from '@shop/domain/site';
import { useEffect, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { Panel, PanelColumns } from '../../../components/panel-columns';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isNotFoundError } from '../../../lib/api-client';
import { useChangeTrackedOrder, useTrackedOrder } from './api/tracked-order';
import { OrderTimeline } from './components/order-timeline';
import { Detail, OrderedItems } from './components/ordered-items';
import { ParcelEvents } from './components/parcel-events';
import { paymentMethodLabel } from './payment-method-label';
import { rememberOrder } from './recent-orders';

/**
 * /order/:token: the shopper's private page for one order, opened from the confirmation, the e-mail
 * or the shop's WhatsApp message. It shows where the order is, and while it waits for confirmation the
 * shopper can confirm it (so the shop ships it) or cancel it.
 */
export default function OrderTrackingPage() {
  const token = useParams().token ?? '';
  const query = useTrackedOrder(token);
  const change = useChangeTrackedOrder(token);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const order = query.data;
  useDocumentTitle(order ? `Order ${order.number}` : PAGE_TITLES.order);
  // Opened from the e-mail or a message: this device finds it again under Track your order.
  const number = order?.number;
  useEffect(() => {
    if (number) rememberOrder({ number, url: orderPagePath(token) });
  }, [number, token]);

  if (query.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography role="status">Loading your order…</Typography>
      </Container>
    );
  }
  if (!order) {
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {isNotFoundError(query.error) ? 'Order not found' : 'Your order could not be loaded'}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {isNotFoundError(query.error)
            ? 'Please check the link in your e-mail or message, or contact us.'
            : 'Please check your connection and try again.'}
        </Typography>
        {isNotFoundError(query.error) ? (
          <Button variant="contained" component={Link} to="/contact-us">
            Contact us
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </Container>
    );
  }

  const { shippingInfo } = order;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography component="h1" variant="h4">
          Order {order.number}
        </Typography>
        <Chip
          data-testid="order-status"
          label={ORDER_STATUS_LABELS[order.status]}
          color={
            order.status === 'cancelled' || order.status === 'returned' ? 'default' : 'primary'
          }
        />
      </Box>

      {shopperMayChange(order.status) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          {order.shopperConfirmedAt ? (
            <Typography sx={{ mb: 2 }} role="status">
              Thank you for confirming. We will call or WhatsApp you, then ship your order. You will
              pay <strong>in cash when it is delivered</strong>.
            </Typography>
          ) : (
            <Typography sx={{ mb: 2 }}>
              Please confirm your order so we can ship it. You will pay{' '}
              <strong>in cash when it is delivered</strong>.
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {!order.shopperConfirmedAt && (
              <Button
                variant="contained"
                disabled={change.isPending}
                onClick={() => change.mutate('confirmed')}
              >
                Confirm order
              </Button>
            )}
            <Button
              variant="outlined"
              disabled={change.isPending}
              onClick={() => setAskingToCancel(true)}
            >
              Cancel order
            </Button>
          </Box>
        </Paper>
      )}
      {order.status === 'shipped' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          On its way with {order.courier}: tracking number <strong>{order.trackingNumber}</strong>.
        </Alert>
      )}
      {order.parcel && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <ParcelEvents parcel={order.parcel} courier={order.courier} />
        </Paper>
      )}

      <PanelColumns widths="3fr 2fr">
        <Panel>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Items
          </Typography>
          <OrderedItems order={order} />
          <Typography component="h2" variant="h6">
            Delivery
          </Typography>
          <Box component="dl" sx={{ mt: 1, mb: 0 }}>
            <Detail label="Name">{shippingInfo.fullName}</Detail>
            <Detail label="Address">
              {shippingInfo.address}, {shippingInfo.city}
            </Detail>
            <Detail label="Phone">{shippingInfo.phone}</Detail>
            <Detail label="Payment">{paymentMethodLabel(shippingInfo.paymentMethod)}</Detail>
          </Box>
        </Panel>
        <Panel>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            Timeline
          </Typography>
          <OrderTimeline events={order.events} />
        </Panel>
      </PanelColumns>

      <Dialog
        open={askingToCancel}
        onClose={() => setAskingToCancel(false)}
        aria-labelledby="cancel-order-title"
      >
        <DialogTitle id="cancel-order-title">Cancel order {order.number}?</DialogTitle>
        <DialogContent>
          <Typography>The order will not be shipped. This cannot be undone.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskingToCancel(false)} autoFocus>
            Keep the order
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAskingToCancel(false);
              change.mutate('cancelled');
            }}
          >
            Yes, cancel it
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
