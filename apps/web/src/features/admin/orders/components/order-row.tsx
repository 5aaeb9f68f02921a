import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { formatRupees } from '@shop/domain/money';
import { COURIER_LABELS } from '@shop/domain/couriers';
import type { Order } from '@shop/domain/schemas/order.schema';
import type { ListedBooking } from '../api/get-order-bookings';
import { DeleteRowButton } from '../../common/delete-row-button';
import { ORDERS_LIST_PATH, type OrdersListState } from '../order-views';
import { cityOf, itemsSummary, orderAge, shortDate, whoAndWhere } from '../order-summary';
import { OrderCartItems } from './order-cart-items';
import { OrderNextAction } from './order-next-action';
import { OrderShippingInfo } from './order-shipping-info';
import { OrderStatusChip } from './order-status-chip';
import { OrderTime } from './order-time';

/** The one-line row's columns (spec §2's headings kept) and their widths at 1280 px. */
export const ORDER_ROW_COLUMNS = [
  'Shipping ID',
  'Date Placed',
  'Shipping Information',
  'Cart Items',
  'Total',
  'Status',
  'Courier',
  'Action',
] as const;
export const ORDER_ROW_WIDTHS = [100, 118, undefined, undefined, 96, 176, 140, 128] as const;

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export interface OrderRowProps {
  order: Order;
  selected: boolean;
  /** False while the row is the previous view's, shown until this view's rows arrive. */
  selectable: boolean;
  onToggle: () => void;
  fromList: OrdersListState;
  onDelete: () => Promise<unknown>;
  /** A card per order (a phone) rather than one line. */
  asCard: boolean;
  /** The order's latest booking with a courier, read for confirmed orders only. */
  booking?: ListedBooking;
}

/**
 * The row's courier line: the courier and tracking number once shipped (booked or typed by hand);
 * on a confirmed order, its booking under way or the courier's reason for refusing it.
 */
function courierLine(
  order: Order,
  booking: ListedBooking | undefined,
): { text: string; refused: boolean } | null {
  if (order.status === 'confirmed' && booking && booking.state !== 'booked') {
    const label = COURIER_LABELS[booking.courier];
    return booking.state === 'refused'
      ? { text: `Not booked: ${booking.reason ?? `refused by ${label}`}`, refused: true }
      : { text: `Booking with ${label}…`, refused: false };
  }
  if (!order.courier && !order.trackingNumber) return null;
  return {
    text: [order.courier, order.trackingNumber].filter(Boolean).join(' · '),
    refused: false,
  };
}

function CourierLine({ line }: { line: { text: string; refused: boolean } }) {
  return (
    <Typography
      component="span"
      variant="body2"
      title={line.text}
      sx={{ color: line.refused ? 'error.main' : undefined }}
    >
      {line.text}
    </Typography>
  );
}

function OrderLink({ order, fromList }: Pick<OrderRowProps, 'order' | 'fromList'>) {
  return (
    <Link to={`${ORDERS_LIST_PATH}/${order.id}`} state={fromList}>
      {order.number}
    </Link>
  );
}

/** What the row does not show: the whole address, each line and the totals, and Delete. */
function OrderExpansion({ order, onDelete }: Pick<OrderRowProps, 'order' | 'onDelete'>) {
  return (
    <Stack
      role="region"
      aria-label={`Order ${order.number} details`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ py: 1.5, alignItems: 'flex-start' }}
    >
      <Box>
        <OrderShippingInfo order={order} />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Placed <OrderTime at={order.createdAt} /> · Shipping ID {order.id}
        </Typography>
      </Box>
      <OrderCartItems order={order} />
      <DeleteRowButton
        label={`Delete shipping order ${order.id}`}
        confirmTitle="Delete shipping order?"
        confirmMessage={`Order ${order.number} for ${order.shippingInfo.fullName} will be deleted. This cannot be undone.`}
        onDelete={onDelete}
      />
    </Stack>
  );
}

/**
 * One order of the Shipping List (issue #26): one line at 1280 px (number, date, name · city · phone,
 * the items summed up, total, status, its next action), a card on a phone; the rest in its expansion.
 * Its checkbox and its link are its Tab stops; the buttons are reached by pointer, or on the order's
 * page, so Tab moves from order to order.
 */
export function OrderRow(props: OrderRowProps) {
  const { order, selected, selectable, onToggle, fromList, asCard } = props;
  const courier = courierLine(order, props.booking);
  const [open, setOpen] = useState(false);
  const total = formatRupees(order.grandTotal);
  const expand = (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} details of order ${order.number}`}
      onClick={() => setOpen((was) => !was)}
    >
      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    </IconButton>
  );
  const checkbox = (
    <TableCell padding="checkbox" sx={{ verticalAlign: asCard ? 'top' : 'middle' }}>
      <Checkbox
        size="small"
        checked={selected}
        disabled={!selectable}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `Select order ${order.number}` } }}
      />
    </TableCell>
  );
  const columns = ORDER_ROW_COLUMNS.length;

  return (
    <>
      {asCard ? (
        <TableRow hover selected={selected} data-order-id={order.id}>
          {checkbox}
          <TableCell sx={{ py: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                <OrderLink order={order} fromList={fromList} />
              </Typography>
              <OrderStatusChip
                status={order.status}
                shopperConfirmedAt={order.shopperConfirmedAt}
              />
            </Stack>
            <Typography sx={oneLine}>
              {order.shippingInfo.fullName} · {cityOf(order)}
            </Typography>
            {courier ? (
              <Box sx={oneLine}>
                <CourierLine line={courier} />
              </Box>
            ) : null}
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{total}</Typography>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {orderAge(order.createdAt)}
              </Typography>
              <OrderNextAction order={order} fromList={fromList} />
              {expand}
            </Stack>
          </TableCell>
        </TableRow>
      ) : (
        <TableRow
          hover
          selected={selected}
          data-order-id={order.id}
          sx={{ '& td:not(.MuiTableCell-paddingCheckbox)': oneLine }}
        >
          {checkbox}
          <TableCell title={`Shipping ID ${order.id}`}>
            <OrderLink order={order} fromList={fromList} />
          </TableCell>
          <TableCell title={new Date(order.createdAt).toLocaleString()}>
            <time dateTime={order.createdAt}>{shortDate(order.createdAt)}</time>
          </TableCell>
          <TableCell title={whoAndWhere(order)}>{whoAndWhere(order)}</TableCell>
          <TableCell title={itemsSummary(order)}>{itemsSummary(order)}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{total}</TableCell>
          <TableCell
            title={order.shopperConfirmedAt ? 'Confirmed by the shopper' : undefined}
            sx={{ '& .MuiChip-root .MuiChip-label': { ...oneLine, py: 0 } }}
          >
            <OrderStatusChip status={order.status} shopperConfirmedAt={order.shopperConfirmedAt} />
          </TableCell>
          <TableCell>{courier ? <CourierLine line={courier} /> : null}</TableCell>
          <TableCell sx={{ '&&': { overflow: 'visible' } }}>
            <OrderNextAction order={order} fromList={fromList} />
            {expand}
          </TableCell>
        </TableRow>
      )}
      {open ? (
        <TableRow selected={selected}>
          <TableCell />
          <TableCell colSpan={asCard ? 1 : columns}>
            <OrderExpansion order={order} onDelete={props.onDelete} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
