import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { PendingButton } from './pending-button';

interface DialogSubmitActionsProps {
  /** The dialog's own action ('Add Coupon', 'Adjust stock'). */
  submitLabel: ReactNode;
  /** The action is on its way: a spinner on its button, and neither button can be pressed again. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** Without it the button submits the dialog's form. */
  onSubmit?: () => void;
  /** Red for what cannot be undone, the main colour otherwise. */
  color?: 'primary' | 'error';
  /** The action cannot be taken yet, for a reason of the dialog's own (nothing to import). */
  disabled?: boolean;
  /** A dialog that sends in batches may be closed while it sends: its progress stays on the page. */
  cancelWhilePending?: boolean;
}

/** The back office's dialog buttons: Cancel, then the dialog's action, showing when it is under way. */
export function DialogSubmitActions({
  submitLabel,
  pending,
  onCancel,
  cancelLabel = 'Cancel',
  onSubmit,
  color = 'primary',
  disabled = false,
  cancelWhilePending = false,
}: DialogSubmitActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending && !cancelWhilePending}>
        {cancelLabel}
      </Button>
      <PendingButton
        type={onSubmit ? 'button' : 'submit'}
        variant="contained"
        color={color}
        onClick={onSubmit}
        pending={pending}
        disabled={disabled}
      >
        {submitLabel}
      </PendingButton>
    </DialogActions>
  );
}
