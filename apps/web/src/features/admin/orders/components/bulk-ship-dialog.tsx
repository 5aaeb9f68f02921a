import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TEXT_MAX_LENGTH } from '@shop/domain/constants';
import { formatOrderNumber } from '@shop/domain/order-status';
import type { Order } from '@shop/domain/schemas/order.schema';
import { parseTrackingLines } from '@shop/domain/tracking-lines';
import { BulkFormDialog, useBulkSubmit, type BulkSubmit } from './bulk-form-dialog';

/** The couriers Pakistani shops book most; the field takes any other name too. */
const COMMON_COURIERS = ['TCS', 'Leopards', 'PostEx', 'Trax', 'M&P', 'Call Courier', 'BlueEx'];

/**
 * Ship the selected orders: one courier, a tracking number for each order, typed in the grid or pasted
 * from the courier's sheet as `order number, tracking number` lines.
 */
export function BulkShipDialog({
  orders,
  onSubmit,
  onClose,
}: {
  orders: readonly Order[];
  onSubmit: BulkSubmit;
  onClose: () => void;
}) {
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [pasted, setPasted] = useState('');
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const { submitting, error, submit } = useBulkSubmit(onSubmit);

  function fillFromPaste() {
    const { found, unreadable } = parseTrackingLines(pasted);
    const byNumber = new Map(orders.map((order) => [order.number, order.id]));
    const filled: Record<number, string> = { ...tracking };
    const strangers: string[] = [];
    for (const line of found) {
      const id = byNumber.get(formatOrderNumber(line.number));
      if (id === undefined) strangers.push(formatOrderNumber(line.number));
      else filled[id] = line.trackingNumber;
    }
    setTracking(filled);
    const notes = [
      ...(unreadable.length > 0
        ? [`Lines not read: ${unreadable.map((u) => u.line).join(', ')}`]
        : []),
      ...(strangers.length > 0 ? [`Not selected: ${strangers.join(', ')}`] : []),
    ];
    setPasteNote(notes.length > 0 ? notes.join('. ') : null);
  }

  const missing = orders.filter((order) => !tracking[order.id]?.trim());
  const courierError = checked && !courier.trim() ? 'Courier is required' : null;

  function send() {
    setChecked(true);
    if (!courier.trim() || missing.length > 0) return;
    const trackingNumbers = Object.fromEntries(
      orders.map((order) => [String(order.id), (tracking[order.id] ?? '').trim()]),
    );
    void submit({ status: 'shipped', courier: courier.trim(), trackingNumbers });
  }

  return (
    <BulkFormDialog
      title={`Ship ${orders.length} orders`}
      maxWidth="sm"
      submitLabel={`Ship ${orders.length}`}
      submitting={submitting}
      error={error}
      onSubmit={send}
      onClose={onClose}
    >
      <TextField
        label="Courier"
        value={courier}
        onChange={(event) => setCourier(event.target.value)}
        required
        error={courierError !== null}
        helperText={courierError ?? ' '}
        slotProps={{
          htmlInput: { list: 'bulk-couriers', maxLength: TEXT_MAX_LENGTH.courier },
        }}
      />
      <datalist id="bulk-couriers">
        {COMMON_COURIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label="Paste from the courier's sheet"
        helperText={pasteNote ?? 'One order a line: order number, tracking number'}
        multiline
        minRows={2}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
      />
      <Button variant="outlined" onClick={fillFromPaste} disabled={pasted.trim() === ''}>
        Fill tracking numbers
      </Button>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {orders.map((order) => {
          const empty = checked && !tracking[order.id]?.trim();
          return (
            <TextField
              key={order.id}
              size="small"
              label={`Tracking number for ${order.number}`}
              value={tracking[order.id] ?? ''}
              onChange={(event) =>
                setTracking((all) => ({ ...all, [order.id]: event.target.value }))
              }
              error={empty}
              helperText={empty ? 'Tracking number is required' : undefined}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.trackingNumber } }}
            />
          );
        })}
      </Box>
    </BulkFormDialog>
  );
}
