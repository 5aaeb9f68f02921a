import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { TEXT_MAX_LENGTH } from '@shop/domain/constants';
import {
  CANCEL_REASON_LABELS,
  formatOrderNumber,
  STAFF_CANCEL_REASONS,
  type StaffCancelReason,
} from '@shop/domain/order-status';
import type { BulkOrderChangeBody, Order } from '@shop/domain/schemas/order.schema';
import { parseTrackingLines } from '@shop/domain/tracking-lines';

type Submit = (body: Omit<BulkOrderChangeBody, 'ids'>) => Promise<void>;

/** The couriers Pakistani shops book most; the field takes any other name too. */
const COMMON_COURIERS = ['TCS', 'Leopards', 'PostEx', 'Trax', 'M&P', 'Call Courier', 'BlueEx'];

function useSubmitting(onSubmit: Submit) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(body: Omit<BulkOrderChangeBody, 'ids'>) {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(body);
    } catch {
      setError('The orders could not be changed. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }
  return { submitting, error, submit };
}

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
  onSubmit: Submit;
  onClose: () => void;
}) {
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [pasted, setPasted] = useState('');
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const { submitting, error, submit } = useSubmitting(onSubmit);

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

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!courier.trim() || missing.length > 0) return;
    const trackingNumbers = Object.fromEntries(
      orders.map((order) => [String(order.id), (tracking[order.id] ?? '').trim()]),
    );
    void submit({ status: 'shipped', courier: courier.trim(), trackingNumbers });
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-ship-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onFormSubmit}>
        <DialogTitle id="bulk-ship-title">Ship {orders.length} orders</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
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
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            Ship {orders.length}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Cancel the selected orders with one reason (and a note) for all; their items go back on sale. */
export function BulkCancelDialog({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: Submit;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<StaffCancelReason | ''>('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const { submitting, error, submit } = useSubmitting(onSubmit);
  const reasonError = checked && reason === '' ? 'Choose a reason' : null;

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (reason === '') return;
    void submit({ status: 'cancelled', reason, note: note.trim() || undefined });
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-cancel-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onFormSubmit}>
        <DialogTitle id="bulk-cancel-title">Cancel {count} orders</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value as StaffCancelReason)}
              required
              error={reasonError !== null}
              helperText={reasonError ?? 'Their items go back on sale. This cannot be undone.'}
            >
              {STAFF_CANCEL_REASONS.map((key) => (
                <MenuItem key={key} value={key}>
                  {CANCEL_REASON_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.orderNote } }}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Keep orders</Button>
          <Button type="submit" color="error" variant="contained" disabled={submitting}>
            Cancel {count} orders
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
