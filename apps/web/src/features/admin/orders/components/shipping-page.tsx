import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link, useLocation } from 'react-router';
import { SHIPPING_TABLE_HEIGHT_PX } from '@shop/domain/constants';
import { formatPKR, toPaisa } from '@shop/domain/money';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteOrder } from '../api/delete-order';
import { useExportOrders } from '../api/export-orders';
import { useOrders } from '../api/get-orders';
import { SHIPPING_LIST_PATH, filtersOf, viewOf, type ShippingListState } from '../shipping-views';
import { OrderCartItems } from './order-cart-items';
import { OrderShippingInfo } from './order-shipping-info';
import { OrderStatusChip } from './order-status-chip';
import { OrderTime } from './order-time';
import { ShippingViewFilter } from './shipping-view-filter';

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

/**
 * /v1/shipping: 'Shipping List', newest first, scrolling at 500 px (spec §2, §9), with the views of
 * issue #11 (a status, or the orders to confirm oldest first) and the CSV export of what it shows.
 */
export function ShippingPage() {
  const { query: ordersQuery, items: orders, paging, filters, filter } = useOrders();
  const deleteOrder = useDeleteOrder();
  const exportOrders = useExportOrders();
  const location = useLocation();
  const fromList: ShippingListState = { listSearch: location.search };

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
      <ShippingViewFilter view={viewOf(filters)} onChange={(view) => filter(filtersOf(view))} />
      <AdminTable
        label="Shipping orders"
        columns={COLUMNS}
        isLoading={ordersQuery.isPending}
        errorMessage={ordersQuery.isError ? 'Failed to fetch shipping data.' : null}
        isEmpty={orders.length === 0}
        emptyMessage="No Shipping available"
        paging={paging}
        searchLabel="Search by name, phone, e-mail, city or order number"
        maxHeight={SHIPPING_TABLE_HEIGHT_PX}
      >
        {orders.map((order) => (
          <TableRow key={order.id} hover sx={{ verticalAlign: 'top' }}>
            <TableCell>{order.id}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link to={`${SHIPPING_LIST_PATH}/${order.id}`} state={fromList}>
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
