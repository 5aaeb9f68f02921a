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
  CORRECTION_DAYS,
  reasonProblems,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from '@shop/domain/order-returns';
import type { BulkOrderChangeBody } from '@shop/domain/schemas/order.schema';
import { ApiRequestError } from '../../../../lib/api-client';

type Submit = (body: Omit<BulkOrderChangeBody, 'ids'>) => Promise<void>;
type Field = 'reason' | 'note';

/**
 * "Mark returned…" on the Shipping List (issue #26): one reason for all the selected orders, and a note
 * (needed for "Other"), checked by the domain's rule before it goes and by the server again. Orders
 * shipped, or delivered within the correction days, are marked returned; the outcome names the others.
 */
export function BulkReturnDialog({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: Submit;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { status: 'returned' as const, reason: reason || undefined, note: note.trim() };
    const problems = reasonProblems(body);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
    if (problems.length > 0 || !body.reason) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await onSubmit({ ...body, reason: body.reason, note: body.note || undefined });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      setErrors({ reason: fields.reason, note: fields.note });
      if (!fields.reason && !fields.note) {
        setFormError('The orders could not be changed. Please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-return-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={(event) => void onFormSubmit(event)}>
        <DialogTitle id="bulk-return-title">Mark {count} orders returned</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value as ReturnReason)}
              required
              autoFocus
              error={Boolean(errors.reason)}
              helperText={
                errors.reason ??
                `Their items go back on sale. A slip can be corrected within ${CORRECTION_DAYS} days.`
              }
            >
              {RETURN_REASONS.map((key) => (
                <MenuItem key={key} value={key}>
                  {RETURN_REASON_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              required={reason === 'other'}
              multiline
              minRows={2}
              error={Boolean(errors.note)}
              helperText={errors.note ?? 'Kept in each order’s timeline; needed for Other.'}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.orderNote } }}
            />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            Mark {count} returned
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
