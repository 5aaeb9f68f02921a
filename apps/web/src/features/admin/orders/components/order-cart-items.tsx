import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import { smallImageUrl } from '../../../../lib/api-client';

function TotalLine({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The order's lines as the server copied them, and the server's totals: nothing is recomputed here. */
export function OrderCartItems({ order }: { order: Order }) {
  return (
    <Stack spacing={1} sx={{ minWidth: 210 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {order.cartItems.map((line, index) => (
          <Stack
            component="li"
            key={`${line.id}-${line.selectedColor}-${index}`}
            direction="row"
            spacing={1}
          >
            {line.imageToShow ? (
              <Box
                component="img"
                src={smallImageUrl(line.imageToShow)}
                alt=""
                sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
              />
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.title}
                {line.selectedColor ? ` (${line.selectedColor})` : ''}
              </Typography>
              <Typography variant="body2">
                {line.quantity} × {formatRupees(line.price)} = {formatRupees(line.lineTotal)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
      <Divider />
      {order.couponCode ? (
        <>
          <TotalLine label="Subtotal" value={formatRupees(order.originalTotal)} />
          <TotalLine
            label={`Coupon ${order.couponCode} (${order.discount}% off)`}
            value={`− ${formatRupees(order.originalTotal - order.totalPrice)}`}
          />
        </>
      ) : null}
      <TotalLine label="Total" value={formatRupees(order.totalPrice)} />
      <TotalLine
        label="Delivery fee"
        value={order.deliveryFee === 0 ? 'Free' : formatRupees(order.deliveryFee)}
      />
      {order.codFee > 0 ? (
        <TotalLine label="Cash on delivery fee" value={formatRupees(order.codFee)} />
      ) : null}
      {order.rounding < 0 ? (
        <TotalLine
          label="Rounded in the shopper's favour"
          value={`− ${formatRupees(-order.rounding)}`}
        />
      ) : null}
      <TotalLine
        label="Grand total (cash to collect)"
        value={formatRupees(order.grandTotal)}
        strong
      />
    </Stack>
  );
}
