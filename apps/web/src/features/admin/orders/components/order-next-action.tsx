import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from '../../../../lib/toasts';
import type { Order } from '@shop/domain/schemas/order.schema';
import { Link } from '../../../../lib/router';
import { useChangeOrdersInBulk } from '../api/change-orders-in-bulk';
import { ORDERS_LIST_PATH, type OrdersListState } from '../order-views';
import { BulkShipDialog } from './bulk-ship-dialog';

interface OrderNextActionProps {
  order: Order;
  fromList: OrdersListState;
}

/**
 * The move an order waits for, from its row or card: confirm a pending one, ship a confirmed one (a
 * courier and its tracking number); any other is opened. The move is the bulk endpoint's, for one.
 * Out of the Tab order: Tab moves from order to order, the row's link opens it.
 */
export function OrderNextAction({ order, fromList }: OrderNextActionProps) {
  const bulk = useChangeOrdersInBulk();
  const [shipping, setShipping] = useState(false);
  const common = { size: 'small', tabIndex: -1, sx: { whiteSpace: 'nowrap' } } as const;

  async function move(body: Parameters<typeof bulk.mutateAsync>[0]) {
    const [result] = (await bulk.mutateAsync(body)).results;
    if (result && !result.ok) toast.error(`${order.number}: ${result.message ?? 'Not changed'}`);
    setShipping(false);
  }

  if (order.status === 'pending') {
    return (
      <Button
        {...common}
        variant="outlined"
        disabled={bulk.isPending}
        aria-label={`Confirm order ${order.number}`}
        onClick={() => move({ ids: [order.id], status: 'confirmed' }).catch(() => undefined)}
      >
        Confirm
      </Button>
    );
  }
  if (order.status === 'confirmed') {
    return (
      <>
        <Button
          {...common}
          variant="outlined"
          aria-label={`Ship order ${order.number}`}
          onClick={() => setShipping(true)}
        >
          Ship…
        </Button>
        {shipping ? (
          <BulkShipDialog
            orders={[order]}
            onSubmit={(body) => move({ ...body, ids: [order.id] })}
            onClose={() => setShipping(false)}
          />
        ) : null}
      </>
    );
  }
  return (
    <Button
      {...common}
      component={Link}
      to={`${ORDERS_LIST_PATH}/${order.id}`}
      state={fromList}
      aria-label={`Open order ${order.number}`}
    >
      Open
    </Button>
  );
}
