import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/domain/order-status';
import type { BulkOrderChangeResult } from '@shop/domain/schemas/order-changes.schema';
import type { Order } from '@shop/domain/schemas/order.schema';

/** What a bulk move did: how many moved, and each order that did not with why. */
export interface BulkOutcome {
  status: OrderStatus;
  moved: number;
  refused: { number: string; message: string }[];
}

/** An order's number as the admin knows it; `#id` for one not read onto the screen. */
export function orderNumberOf(known: readonly Order[], id: number): string {
  return known.find((order) => order.id === id)?.number ?? `#${id}`;
}

export function outcomeOf(
  status: OrderStatus,
  results: BulkOrderChangeResult['results'],
  known: readonly Order[],
): BulkOutcome {
  return {
    status,
    moved: results.filter((entry) => entry.ok).length,
    refused: results
      .filter((entry) => !entry.ok)
      .map((entry) => ({
        number: orderNumberOf(known, entry.id),
        message: entry.message ?? 'Not changed',
      })),
  };
}

/** The outcome, kept on screen until closed: every order that did not move is named with why. */
export function BulkOutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: BulkOutcome;
  onClose: () => void;
}) {
  return (
    <Alert
      severity={outcome.refused.length > 0 ? 'warning' : 'success'}
      onClose={onClose}
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
  );
}
