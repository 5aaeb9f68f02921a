import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteRowButtonProps {
  /** Accessible name, naming the row: 'Delete contact 12'. */
  label: string;
  confirmTitle: string;
  confirmMessage: string;
  /** Resolves once the server deleted the row; rejects to keep the dialog open. */
  onDelete: () => Promise<unknown>;
}

/** A row's delete button that asks for confirmation first and shows progress while the request runs. */
export function DeleteRowButton({
  label,
  confirmTitle,
  confirmMessage,
  onDelete,
}: DeleteRowButtonProps) {
  const [open, setOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);

  async function confirm() {
    setIsPending(true);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      // The failure was already reported (toast); the dialog stays so the admin can retry or cancel.
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={confirmTitle}
        message={confirmMessage}
        isPending={isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
