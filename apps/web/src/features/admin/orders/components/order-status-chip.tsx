import {
  ORDER_STATUS_LABELS,
  SHOPPER_CONFIRMED_LABEL,
  type OrderStatus,
} from '@shop/domain/order-status';
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

/**
 * The order's status; a pending order the shopper said yes to from her link says so beside it (staff
 * still confirm it: the link is not the shop's confirmation).
 */
export function OrderStatusChip({
  status,
  shopperConfirmedAt = null,
}: {
  status: OrderStatus;
  shopperConfirmedAt?: string | null;
}) {
  const chip = <TintedChip label={ORDER_STATUS_LABELS[status]} tint={STATUS_COLOURS[status]} />;
  if (status !== 'pending' || !shopperConfirmedAt) return chip;
  return (
    <>
      {chip} <TintedChip label={SHOPPER_CONFIRMED_LABEL} tint={STATUS_COLOURS.confirmed} />
    </>
  );
}
