import Chip from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';

/**
 * Dark text on a pale tint per status, so the chips read apart at a glance and every pair passes WCAG AA
 * (MUI's own warning and info chips put white on a colour too light for small text).
 */
export const STATUS_COLOURS: Record<OrderStatus, { bg: string; fg: string }> = {
  pending: { bg: '#FFF1D6', fg: '#7A4100' },
  confirmed: { bg: '#E1EFFC', fg: '#0B4A8F' },
  shipped: { bg: '#ECE6F7', fg: '#4A2C91' },
  delivered: { bg: '#E3F3E4', fg: '#1D5E22' },
  cancelled: { bg: '#ECECEC', fg: '#3D3D3D' },
  returned: { bg: '#FBE3EA', fg: '#8A1538' },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { bg, fg } = STATUS_COLOURS[status];
  return (
    <Chip
      label={ORDER_STATUS_LABELS[status]}
      size="small"
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
        border: `1px solid ${fg}33`,
        // A long label ('Waiting for confirmation') wraps in a narrow table column.
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
