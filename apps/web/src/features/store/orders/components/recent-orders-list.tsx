import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from '../../../../lib/router';
import { useRecentOrders } from '../recent-orders';

/** The orders this browser placed or opened lately, each a link to its private page. */
export function RecentOrdersList() {
  const orders = useRecentOrders();
  if (orders.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recent-orders-heading" sx={{ mt: 4 }}>
      <Typography id="recent-orders-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Your recent orders on this device
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {orders.map((order) => (
          <li key={order.number}>
            <MuiLink component={Link} to={order.url} sx={{ fontWeight: 600 }}>
              Follow your order {order.number}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
