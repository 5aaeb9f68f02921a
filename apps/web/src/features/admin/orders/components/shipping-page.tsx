import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SHIPPING_TABLE_HEIGHT_PX } from '@shop/domain/constants';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { OrderCartItems } from './order-cart-items';
import { OrderShippingInfo } from './order-shipping-info';

const COLUMNS = ['Shipping ID', 'Shipping Information', 'Cart Items', 'Action'] as const;

/** /v1/shipping: 'Shipping List', newest first, scrolling at 500 px (spec §2, §9). */
export function ShippingPage() {
  const { query: ordersQuery, items: orders, paging } = useOrders();
  const deleteOrder = useDeleteOrder();

  return (
    <AdminPage title="Shipping List">
      <AdminTable
        label="Shipping orders"
        columns={COLUMNS}
        isLoading={ordersQuery.isPending}
        errorMessage={ordersQuery.isError ? 'Failed to fetch shipping data.' : null}
        isEmpty={orders.length === 0}
        emptyMessage="No Shipping available"
        paging={paging}
        searchLabel="Search by name, phone, e-mail, city or order ID"
        maxHeight={SHIPPING_TABLE_HEIGHT_PX}
      >
        {orders.map((order) => (
          <TableRow key={order.id} hover sx={{ verticalAlign: 'top' }}>
            <TableCell>{order.id}</TableCell>
            <TableCell>
              <OrderShippingInfo order={order} />
            </TableCell>
            <TableCell>
              <OrderCartItems order={order} />
            </TableCell>
            <TableCell>
              <DeleteRowButton
                label={`Delete shipping order ${order.id}`}
                confirmTitle="Delete shipping order?"
                confirmMessage={`Order ${order.id} for ${order.shippingInfo.fullName} will be deleted. This cannot be undone.`}
                onDelete={() => deleteOrder.mutateAsync(order.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
