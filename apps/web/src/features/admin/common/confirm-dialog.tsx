import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogSubmitActions } from './dialog-submit-actions';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Red for what cannot be undone (a delete), the main colour for a step that asks only once. */
  confirmColor?: 'error' | 'primary';
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Every delete in the back office asks first (a deleted order or product cannot be brought back), and so
 * does a step easy to take by mistake (an order marked delivered).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  confirmColor = 'error',
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogSubmitActions
        submitLabel={confirmLabel}
        pending={isPending}
        onCancel={onClose}
        onSubmit={onConfirm}
        color={confirmColor}
      />
    </Dialog>
  );
}
