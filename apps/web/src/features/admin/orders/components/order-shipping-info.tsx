import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/domain/schemas/order.schema';

const PAYMENT_LABELS: Record<string, string> = { cod: 'Cash on Delivery' };

/** Who ordered and where it goes; the date in the browser's own format (spec §2). */
export function OrderShippingInfo({ order }: { order: Order }) {
  const info = order.shippingInfo;
  const placed = new Date(order.createdAt);
  return (
    <Stack spacing={0.25} sx={{ minWidth: 220 }}>
      <Typography sx={{ fontWeight: 700 }}>{info.fullName}</Typography>
      <Typography variant="body2">
        <a href={`mailto:${info.email}`}>{info.email}</a>
      </Typography>
      <Typography variant="body2">
        <a href={`tel:${info.phone}`}>{info.phone}</a>
      </Typography>
      <Typography variant="body2">{info.address}</Typography>
      <Typography variant="body2">
        {info.city} {info.postalCode}
      </Typography>
      <Typography variant="body2">
        Payment: {PAYMENT_LABELS[info.paymentMethod] ?? info.paymentMethod}
      </Typography>
      <Typography variant="body2">
        Placed:{' '}
        <time dateTime={order.createdAt}>
          {Number.isNaN(placed.getTime()) ? order.createdAt : placed.toLocaleString()}
        </time>
      </Typography>
    </Stack>
  );
}
