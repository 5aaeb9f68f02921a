import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/**
 * A storefront form's large submit button: while the form is sent it says so ('Submitting...') with a
 * spinner, and cannot send twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  describedBy,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** The id of a line saying why the button is disabled. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      aria-describedby={describedBy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
