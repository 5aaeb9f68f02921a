import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useLocation, useSearchParams } from '../../../../lib/router';
import { ORDERS_TABLE_HEIGHT_PX } from '@shop/domain/constants';
import type { OrderIds } from '@shop/domain/schemas/orders-filter.schema';
import { theme } from '../../../../lib/theme';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { useDeleteOrder } from '../api/delete-order';
import { useExportOrders } from '../api/export-orders';
import { getMatchingOrderIds } from '../api/get-matching-order-ids';
import { useOrderCounts } from '../api/get-order-counts';
import { useOrderBookings } from '../api/get-order-bookings';
import { useOrders } from '../api/get-orders';
import {
  countFilters,
  filtersOf,
  readFilterFields,
  viewOf,
  type OrdersListState,
} from '../order-views';
import { useOrderSelection } from '../use-order-selection';
import { BulkOrderActions } from './bulk-order-actions';
import { OrderFilters } from './order-filters';
import { ORDER_ROW_COLUMNS, ORDER_ROW_WIDTHS, OrderRow } from './order-row';
import { OrderViewFilter } from './order-view-filter';
import { PendingButton } from '../../common/pending-button';

/**
 * /v1/shipping: 'Shipping List', newest first, scrolling at 500 px (spec §2, §9). Issue #26: one line
 * per order at 1280 px and a card per order on a phone, status chips with counts, filters by day, city
 * and courier kept in the address, bulk actions on the orders ticked or on all N matching, and the CSV
 * of the selection.
 */
export function OrdersPage() {
  const list = useOrders();
  const { query: ordersQuery, items: orders, paging, filters, filter } = list;
  const [params] = useSearchParams();
  const counts = useOrderCounts(paging.q, countFilters(filters));
  const deleteOrder = useDeleteOrder();
  const exportOrders = useExportOrders();
  const location = useLocation();
  const fromList: OrdersListState = { listSearch: location.search };
  const selection = useOrderSelection();
  // "All N matching" holds for the search and filter it was chosen under only.
  const listKey = JSON.stringify([paging.q, filters]);
  const [chosen, setMatching] = useState<(OrderIds & { key: string }) | null>(null);
  const matching = chosen?.key === listKey ? chosen : null;
  const [readingIds, setReadingIds] = useState(false);
  const asCards = useMediaQuery(theme.breakpoints.down('sm'));
  // Until a new view's or page's rows arrive the previous ones stay on screen (no flash of 'Loading'),
  // but they are not this view's: ticking them would act on orders the owner no longer sees.
  const selectable = !ordersQuery.isPlaceholderData;
  const ticked = orders.filter((order) => selection.has(order.id)).length;
  const pageTicked = orders.length > 0 && ticked === orders.length;
  // Confirmed orders may have a booking under way or refused: its state and reason show on the row.
  const bookings = useOrderBookings(
    orders.filter((order) => order.status === 'confirmed').map((order) => order.id),
  );

  async function chooseAllMatching() {
    setReadingIds(true);
    try {
      setMatching({ ...(await getMatchingOrderIds(paging.q, filters)), key: listKey });
    } finally {
      setReadingIds(false);
    }
  }
  const ids = matching ? matching.ids : selection.ids;

  return (
    <AdminPage
      title="Shipping List"
      actions={
        <PendingButton
          variant="outlined"
          pending={exportOrders.isPending}
          icon={<FileDownloadIcon />}
          onClick={() => exportOrders.mutate({ q: paging.q, filters })}
        >
          Export CSV
        </PendingButton>
      }
    >
      <OrderViewFilter
        view={viewOf(filters)}
        counts={counts.data}
        onChange={(view) => filter(filtersOf(view))}
      />
      <BulkOrderActions
        ids={ids}
        known={selection.orders}
        allMatching={matching !== null}
        onMoved={(moved) => {
          selection.drop(moved);
          setMatching((current) =>
            current ? { ...current, ids: current.ids.filter((id) => !moved.includes(id)) } : null,
          );
        }}
        onClear={() => {
          selection.clear();
          setMatching(null);
        }}
        exporting={exportOrders.isPending}
        onExport={() =>
          exportOrders.mutate(
            matching ? { q: paging.q, filters } : { q: paging.q, filters, ids: selection.ids },
          )
        }
      />
      {pageTicked && !matching && paging.total > orders.length ? (
        <Alert severity="info" sx={{ mb: 1.5, py: 0 }}>
          All {orders.length} orders on this page are selected.{' '}
          <Button
            size="small"
            disabled={readingIds || !selectable}
            onClick={() => void chooseAllMatching()}
          >
            Select all {paging.total.toLocaleString()} matching the filter
          </Button>
        </Alert>
      ) : null}
      <AdminListTable
        list={list}
        leadingHeader={
          <Checkbox
            size="small"
            checked={pageTicked}
            indeterminate={ticked > 0 && ticked < orders.length}
            disabled={orders.length === 0 || !selectable}
            onChange={(event) => {
              selection.setAll(orders, event.target.checked);
              if (!event.target.checked) setMatching(null);
            }}
            slotProps={{ input: { 'aria-label': 'Select every order on this page' } }}
          />
        }
        label="Shipping orders"
        columns={ORDER_ROW_COLUMNS}
        columnWidths={ORDER_ROW_WIDTHS}
        cardsOnPhone
        filters={<OrderFilters fields={readFilterFields(params)} onChange={filter} />}
        failedMessage="Failed to fetch shipping data."
        emptyMessage="No Shipping available"
        searchLabel="Search by name, phone, e-mail, city or order number"
        maxHeight={ORDERS_TABLE_HEIGHT_PX}
      >
        {orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            asCard={asCards}
            selected={matching ? matching.ids.includes(order.id) : selection.has(order.id)}
            selectable={selectable}
            onToggle={() => {
              setMatching(null);
              selection.toggle(order);
            }}
            fromList={fromList}
            booking={bookings.data?.get(order.id)}
            onDelete={() => deleteOrder.mutateAsync(order.id)}
          />
        ))}
      </AdminListTable>
    </AdminPage>
  );
}
