import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ORDERS_TABLE_HEIGHT_PX } from '@shop/domain/constants';
import { formatPKR, toPaisa } from '@shop/domain/money';
import type { Order } from '@shop/domain/schemas/order.schema';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteOrder } from '../api/delete-order';
import { useExportOrders } from '../api/export-orders';
import { useOrders } from '../api/get-orders';
import { ORDERS_LIST_PATH, filtersOf, viewOf, type OrdersListState } from '../order-views';
import { BulkOrderActions } from './bulk-order-actions';
import { OrderCartItems } from './order-cart-items';
import { OrderShippingInfo } from './order-shipping-info';
import { OrderStatusChip } from './order-status-chip';
import { OrderTime } from './order-time';
import { OrderViewFilter } from './order-view-filter';

const COLUMNS = [
  'Shipping ID',
  'Order Number',
  'Date Placed',
  'Status',
  'City',
  'Phone',
  'Total',
  'Shipping Information',
  'Cart Items',
  'Action',
] as const;

/** The orders ticked for a bulk action, kept by id across pages and views. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Order>>(new Map());
  const change = (update: (next: Map<number, Order>) => void) =>
    setSelected((current) => {
      const next = new Map(current);
      update(next);
      return next;
    });
  return {
    orders: [...selected.values()],
    has: (id: number) => selected.has(id),
    toggle: (order: Order) =>
      change((next) => (next.has(order.id) ? next.delete(order.id) : next.set(order.id, order))),
    setAll: (orders: readonly Order[], on: boolean) =>
      change((next) => {
        for (const order of orders) {
          if (on) next.set(order.id, order);
          else next.delete(order.id);
        }
      }),
    drop: (ids: readonly number[]) => change((next) => ids.forEach((id) => next.delete(id))),
    clear: () => setSelected(new Map()),
  };
}

/**
 * /v1/shipping: 'Shipping List', newest first, scrolling at 500 px (spec §2, §9), with the views of
 * issue #11 (a status, or the orders to confirm oldest first), the CSV export of what it shows, and
 * bulk actions on the orders ticked (issue #26).
 */
export function OrdersPage() {
  const { query: ordersQuery, items: orders, paging, filters, filter } = useOrders();
  const deleteOrder = useDeleteOrder();
  const exportOrders = useExportOrders();
  const location = useLocation();
  const fromList: OrdersListState = { listSearch: location.search };
  const selection = useSelection();
  const ticked = orders.filter((order) => selection.has(order.id)).length;

  return (
    <AdminPage
      title="Shipping List"
      actions={
        <Button
          variant="outlined"
          startIcon={
            exportOrders.isPending ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <FileDownloadIcon />
            )
          }
          disabled={exportOrders.isPending}
          onClick={() => exportOrders.mutate({ q: paging.q, filters })}
        >
          Export CSV
        </Button>
      }
    >
      <OrderViewFilter view={viewOf(filters)} onChange={(view) => filter(filtersOf(view))} />
      <BulkOrderActions
        selected={selection.orders}
        onMoved={selection.drop}
        onClear={selection.clear}
      />
      <AdminTable
        leadingHeader={
          <Checkbox
            checked={orders.length > 0 && ticked === orders.length}
            indeterminate={ticked > 0 && ticked < orders.length}
            disabled={orders.length === 0}
            onChange={(event) => selection.setAll(orders, event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select every order on this page' } }}
          />
        }
        label="Shipping orders"
        columns={COLUMNS}
        isLoading={ordersQuery.isPending}
        errorMessage={ordersQuery.isError ? 'Failed to fetch shipping data.' : null}
        isEmpty={orders.length === 0}
        emptyMessage="No Shipping available"
        paging={paging}
        searchLabel="Search by name, phone, e-mail, city or order number"
        maxHeight={ORDERS_TABLE_HEIGHT_PX}
      >
        {orders.map((order) => (
          <TableRow
            key={order.id}
            hover
            selected={selection.has(order.id)}
            sx={{ verticalAlign: 'top' }}
          >
            <TableCell padding="checkbox">
              <Checkbox
                checked={selection.has(order.id)}
                onChange={() => selection.toggle(order)}
                slotProps={{ input: { 'aria-label': `Select order ${order.number}` } }}
              />
            </TableCell>
            <TableCell>{order.id}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link to={`${ORDERS_LIST_PATH}/${order.id}`} state={fromList}>
                {order.number}
              </Link>
            </TableCell>
            <TableCell>
              <OrderTime at={order.createdAt} />
            </TableCell>
            <TableCell sx={{ minWidth: 100 }}>
              <OrderStatusChip
                status={order.status}
                shopperConfirmedAt={order.shopperConfirmedAt}
              />
            </TableCell>
            <TableCell>{order.shippingInfo.city}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.shippingInfo.phone}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {formatPKR(toPaisa(order.grandTotal))}
            </TableCell>
            <TableCell>
              <OrderShippingInfo order={order} inTable />
            </TableCell>
            <TableCell>
              <OrderCartItems order={order} />
            </TableCell>
            <TableCell>
              <DeleteRowButton
                label={`Delete shipping order ${order.id}`}
                confirmTitle="Delete shipping order?"
                confirmMessage={`Order ${order.number} for ${order.shippingInfo.fullName} will be deleted. This cannot be undone.`}
                onDelete={() => deleteOrder.mutateAsync(order.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
