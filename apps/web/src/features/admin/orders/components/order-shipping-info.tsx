import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/domain/schemas/order.schema';

const PAYMENT_LABELS: Record<string, string> = { cod: 'Cash on Delivery' };

interface OrderShippingInfoProps {
  order: Order;
  /** In the Shipping table, whose own columns show the phone and the city. */
  inTable?: boolean;
}

/** Who ordered, how they pay and where it goes. */
export function OrderShippingInfo({ order, inTable = false }: OrderShippingInfoProps) {
  const info = order.shippingInfo;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 700 }}>{info.fullName}</Typography>
      <Typography variant="body2">
        <a href={`mailto:${info.email}`}>{info.email}</a>
      </Typography>
      {inTable ? null : (
        <Typography variant="body2">
          <a href={`tel:${info.phone}`}>{info.phone}</a>
        </Typography>
      )}
      <Typography variant="body2">{info.address}</Typography>
      <Typography variant="body2">
        {inTable ? `Postal code ${info.postalCode}` : `${info.city} ${info.postalCode}`}
      </Typography>
      {order.cityId === null && !inTable ? (
        <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          City not on the list: check it with the shopper before booking a courier.
        </Typography>
      ) : null}
      <Typography variant="body2">
        Payment: {PAYMENT_LABELS[info.paymentMethod] ?? info.paymentMethod}
      </Typography>
    </Stack>
  );
}
