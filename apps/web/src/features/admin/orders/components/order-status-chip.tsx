import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import { TintedChip, type ChipTint } from '../../common/tinted-chip';

/** Dark text on a pale tint per status (the dashboard's status bars use the same colours). */
export const STATUS_COLOURS: Record<OrderStatus, ChipTint> = {
  pending: { bg: '#FFF1D6', fg: '#7A4100' },
  confirmed: { bg: '#E1EFFC', fg: '#0B4A8F' },
  shipped: { bg: '#ECE6F7', fg: '#4A2C91' },
  delivered: { bg: '#E3F3E4', fg: '#1D5E22' },
  cancelled: { bg: '#ECECEC', fg: '#3D3D3D' },
  returned: { bg: '#FBE3EA', fg: '#8A1538' },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <TintedChip label={ORDER_STATUS_LABELS[status]} tint={STATUS_COLOURS[status]} />;
}
