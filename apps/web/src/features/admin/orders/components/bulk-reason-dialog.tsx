import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TEXT_MAX_LENGTH } from '@shop/domain/constants';
import {
  CORRECTION_DAYS,
  reasonProblems,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
} from '@shop/domain/order-returns';
import { CANCEL_REASON_LABELS, STAFF_CANCEL_REASONS } from '@shop/domain/order-status';
import { BulkFormDialog, useBulkSubmit, type BulkSubmit } from './bulk-form-dialog';

/** The bulk moves that name one reason for all the selected orders. */
export type BulkReasonMove = 'cancelled' | 'returned';

const FIELDS = ['reason', 'note'] as const;
type Field = (typeof FIELDS)[number];

const MOVES: Record<
  BulkReasonMove,
  {
    title: (count: number) => string;
    submit: (count: number) => string;
    dismiss: string;
    reasons: readonly { value: string; label: string }[];
    reasonHelp: string;
    noteHelp: string;
  }
> = {
  cancelled: {
    title: (count) => `Cancel ${count} orders`,
    submit: (count) => `Cancel ${count} orders`,
    dismiss: 'Keep orders',
    reasons: STAFF_CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] })),
    reasonHelp: 'Their items go back on sale. This cannot be undone.',
    noteHelp: 'Optional; kept in each order’s timeline.',
  },
  returned: {
    title: (count) => `Mark ${count} orders returned`,
    submit: (count) => `Mark ${count} returned`,
    dismiss: 'Cancel',
    reasons: RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] })),
    reasonHelp: `Their items go back on sale. A slip can be corrected within ${CORRECTION_DAYS} days.`,
    noteHelp: 'Kept in each order’s timeline; needed for Other.',
  },
};

/**
 * "Cancel…" and "Mark returned…" on the Shipping List (issue #26): one reason for all the selected
 * orders and a note (a return for "Other" needs one), checked by the domain's rule before they go and
 * by the server again. The outcome names the orders that could not move.
 */
export function BulkReasonDialog({
  move,
  count,
  onSubmit,
  onClose,
}: {
  move: BulkReasonMove;
  count: number;
  onSubmit: BulkSubmit;
  onClose: () => void;
}) {
  const text = MOVES[move];
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const { submitting, error, fieldErrors, submit } = useBulkSubmit(onSubmit, FIELDS);
  // The dialog's own check, each message gone once its field changes; then the server's answer.
  const errors = { ...problems, ...fieldErrors };

  function send() {
    const body = { status: move, reason, note: note.trim() };
    const found = reasonProblems(body);
    setProblems(Object.fromEntries(found.map((problem) => [problem.path, problem.message])));
    if (found.length > 0) return;
    // reasonProblems has checked the reason is one of this move's.
    void submit({ ...body, note: body.note || undefined } as Parameters<BulkSubmit>[0]);
  }

  return (
    <BulkFormDialog
      title={text.title(count)}
      dismissLabel={text.dismiss}
      submitLabel={text.submit(count)}
      submitColor="error"
      submitting={submitting}
      error={error}
      onSubmit={send}
      onClose={onClose}
    >
      <TextField
        select
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblems((found) => ({ ...found, reason: undefined }));
        }}
        required
        autoFocus
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? text.reasonHelp}
      >
        {text.reasons.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note"
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setProblems((found) => ({ ...found, note: undefined }));
        }}
        required={move === 'returned' && reason === 'other'}
        multiline
        minRows={2}
        error={Boolean(errors.note)}
        helperText={errors.note ?? text.noteHelp}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.orderNote } }}
      />
    </BulkFormDialog>
  );
}
