import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from '../../../../lib/router';
import type { OrderDetail } from '@shop/domain/schemas/order.schema';
import { isNotFoundError } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { AdminPanel } from '../../common/admin-panel';
import { LoadFailedAlert } from '../../common/load-failed-alert';
import { useOrder } from '../api/get-order';
import { useOrderBooking } from '../api/get-order-booking';
import { usePackingSlip } from '../api/order-documents';
import { ordersListPath } from '../order-views';
import { CourierPanel } from './courier-panel';
import { OrderActions } from './order-actions';
import { OrderCartItems } from './order-cart-items';
import { OrderContactLinks } from './order-contact-links';
import { OrderMessages } from './order-messages';
import { OrderShippingInfo } from './order-shipping-info';
import { OrderStatusChip } from './order-status-chip';
import { OrderTime } from './order-time';
import { OrderTimeline } from './order-timeline';
import { PhoneRecord } from './phone-record';
import { PendingButton } from '../../common/pending-button';

function OrderDetails({ order }: { order: OrderDetail }) {
  const booking = useOrderBooking(order.id).data ?? null;
  // A booked order's courier and number are in the Courier panel; one shipped by hand has this.
  const shipment = booking?.state !== 'booked' && (order.courier ?? order.trackingNumber);
  return (
    <Stack spacing={3}>
      <Typography>
        Placed <OrderTime at={order.createdAt} />
      </Typography>
      <AdminPanel title="Next step">
        <OrderActions order={order} booking={booking} />
      </AdminPanel>
      {/* The shipment and the shopper come first in the page's order, so a phone shows them above
          the items and the timeline; a wide screen puts them in the right-hand column. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0, gridColumn: { lg: 2 }, gridRow: { lg: 1 } }}>
          {order.status === 'confirmed' || booking ? (
            <AdminPanel title="Courier">
              <CourierPanel order={order} booking={booking} />
            </AdminPanel>
          ) : null}
          {shipment ? (
            <AdminPanel title="Shipment">
              <Typography>Courier: {order.courier ?? '—'}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                Tracking number: {order.trackingNumber ?? '—'}
              </Typography>
            </AdminPanel>
          ) : null}
          <AdminPanel title="Shopper">
            <Stack spacing={2}>
              <OrderShippingInfo order={order} />
              <OrderContactLinks order={order} />
            </Stack>
          </AdminPanel>
          <AdminPanel title="Phone history">
            <PhoneRecord order={order} />
          </AdminPanel>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0, gridColumn: { lg: 1 }, gridRow: { lg: 1 } }}>
          <AdminPanel title="Items">
            <OrderCartItems order={order} />
          </AdminPanel>
          <AdminPanel title="Timeline">
            <OrderTimeline events={order.events} />
          </AdminPanel>
          <AdminPanel title="WhatsApp and SMS">
            <OrderMessages orderId={order.id} />
          </AdminPanel>
        </Stack>
      </Box>
    </Stack>
  );
}

/** /v1/shipping/:id: one order, its timeline and the moves it may make next (issue #11). */
export function OrderPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const orderQuery = useOrder(id);
  // Asked beside the order rather than after it: the Courier panel shows with the page.
  useOrderBooking(id);
  const order = orderQuery.data;
  const packingSlip = usePackingSlip();

  let content: ReactNode;
  if (!Number.isInteger(id) || id <= 0) {
    content = <Alert severity="error">This order link is not valid.</Alert>;
  } else if (isNotFoundError(orderQuery.error)) {
    // Checked before the cached order: one deleted meanwhile is not shown as if it were still there.
    content = <Alert severity="error">This order does not exist: it may have been deleted.</Alert>;
  } else if (order) {
    content = <OrderDetails order={order} />;
  } else if (orderQuery.isPending) {
    content = <CircularProgress aria-label="Loading order" />;
  } else {
    content = (
      <LoadFailedAlert onRetry={() => void orderQuery.refetch()}>
        The order could not be loaded.
      </LoadFailedAlert>
    );
  }

  return (
    <AdminPage
      title={order ? `Order ${order.number}` : 'Order'}
      badge={
        order ? (
          <OrderStatusChip status={order.status} shopperConfirmedAt={order.shopperConfirmedAt} />
        ) : null
      }
      actions={
        <>
          {order ? (
            <PendingButton
              variant="outlined"
              pending={packingSlip.isPending}
              icon={<PrintIcon />}
              onClick={() => packingSlip.mutate(order.id)}
            >
              Packing slip
            </PendingButton>
          ) : null}
          <Button
            component={Link}
            to={ordersListPath(location.state)}
            startIcon={<ArrowBackIcon />}
            variant="outlined"
          >
            Back to Shipping List
          </Button>
        </>
      }
    >
      {content}
    </AdminPage>
  );
}
