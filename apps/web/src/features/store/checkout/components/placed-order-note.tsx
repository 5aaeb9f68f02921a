import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { orderPagePath } from '@shop/domain/order-page';
import type { Order } from '@shop/domain/schemas/order.schema';
import { Link } from 'react-router';

/**
 * What stays on the checkout once the confirmation is closed (issue #26): the order's number and its
 * private page, so the shopper is not left with an empty cart and nothing else.
 */
export function PlacedOrderNote({ order }: { order: Order }) {
  return (
    <Typography
      role="status"
      sx={{
        mb: 3,
        p: 2,
        border: '1px solid #d9c2b3',
        borderRadius: 1,
        bgcolor: '#fbf5f1',
        fontWeight: 600,
      }}
    >
      Your order {order.number}:{' '}
      <MuiLink component={Link} to={orderPagePath(order.trackingToken)}>
        follow it
      </MuiLink>
      . You can find it again any time under Track your order.
    </Typography>
  );
}
