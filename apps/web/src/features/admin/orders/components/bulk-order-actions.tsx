import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import type {
  BulkOrderChangeBody,
  BulkOrderChangeResult,
  Order,
} from '@shop/domain/schemas/order.schema';
import { useChangeOrdersInBulk } from '../api/change-orders-in-bulk';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { BulkCancelDialog, BulkShipDialog } from './bulk-order-dialogs';
import { BulkReturnDialog } from './bulk-return-dialog';

/** What a bulk move did: how many moved, and each order that did not with why. */
interface BulkOutcome {
  status: OrderStatus;
  moved: number;
  refused: { number: string; message: string }[];
}

function outcomeOf(
  status: OrderStatus,
  result: BulkOrderChangeResult,
  selected: readonly Order[],
): BulkOutcome {
  const numberOf = (id: number) => selected.find((order) => order.id === id)?.number ?? `#${id}`;
  return {
    status,
    moved: result.results.filter((entry) => entry.ok).length,
    refused: result.results
      .filter((entry) => !entry.ok)
      .map((entry) => ({ number: numberOf(entry.id), message: entry.message ?? 'Not changed' })),
  };
}

interface BulkOrderActionsProps {
  selected: readonly Order[];
  /** After a move: the orders that moved leave the selection, the refused ones stay for another go. */
  onMoved: (movedIds: readonly number[]) => void;
  onClear: () => void;
}

/**
 * The Shipping List's bulk actions (issue #26) on the selected orders: confirm, ship (a courier, a
 * tracking number each), deliver, cancel (one reason). The server moves each order alone and answers
 * per order; the outcome stays on screen, naming every order that did not move and why.
 */
export function BulkOrderActions({ selected, onMoved, onClear }: BulkOrderActionsProps) {
  const bulk = useChangeOrdersInBulk();
  const [dialog, setDialog] = useState<'shipped' | 'cancelled' | 'delivered' | 'returned' | null>(
    null,
  );
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  async function move(body: Omit<BulkOrderChangeBody, 'ids'>): Promise<void> {
    const result = await bulk.mutateAsync({ ...body, ids: selected.map((order) => order.id) });
    setOutcome(outcomeOf(body.status, result, selected));
    setDialog(null);
    onMoved(result.results.filter((entry) => entry.ok).map((entry) => entry.id));
  }
  const moveAtOnce = (status: OrderStatus) => {
    // A failed call is the api client's toast; nothing moved, the selection stays.
    move({ status }).catch(() => undefined);
  };

  return (
    <Box sx={{ mb: 2 }}>
      {selected.length > 0 ? (
        <Box
          role="toolbar"
          aria-label="Bulk actions"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ fontWeight: 700, mr: 1 }} aria-live="polite">
            {selected.length} selected
          </Typography>
          <Button
            variant="contained"
            disabled={bulk.isPending}
            onClick={() => moveAtOnce('confirmed')}
          >
            Confirm
          </Button>
          <Button
            variant="contained"
            disabled={bulk.isPending}
            onClick={() => setDialog('shipped')}
          >
            Mark shipped…
          </Button>
          <Button
            variant="outlined"
            disabled={bulk.isPending}
            onClick={() => setDialog('delivered')}
          >
            Mark delivered
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={bulk.isPending}
            onClick={() => setDialog('returned')}
          >
            Mark returned…
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={bulk.isPending}
            onClick={() => setDialog('cancelled')}
          >
            Cancel…
          </Button>
          <Button color="inherit" onClick={onClear}>
            Clear selection
          </Button>
        </Box>
      ) : null}
      {outcome ? (
        <Alert
          severity={outcome.refused.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          sx={{ mt: 1 }}
        >
          {outcome.moved} {outcome.moved === 1 ? 'order' : 'orders'}{' '}
          {ORDER_STATUS_LABELS[outcome.status].toLowerCase()}.
          {outcome.refused.length > 0 ? (
            <>
              {' '}
              {outcome.refused.length} not changed:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {outcome.refused.map((entry) => (
                  <li key={entry.number}>
                    {entry.number}: {entry.message}
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Alert>
      ) : null}
      {dialog === 'shipped' ? (
        <BulkShipDialog orders={selected} onSubmit={move} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delivered' ? (
        <ConfirmDialog
          open
          title={`Mark ${selected.length} orders delivered?`}
          message="Their shoppers have the parcels and paid for them."
          confirmLabel="Mark delivered"
          confirmColor="primary"
          isPending={bulk.isPending}
          onConfirm={() => {
            setDialog(null);
            moveAtOnce('delivered');
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'returned' ? (
        <BulkReturnDialog count={selected.length} onSubmit={move} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'cancelled' ? (
        <BulkCancelDialog count={selected.length} onSubmit={move} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
