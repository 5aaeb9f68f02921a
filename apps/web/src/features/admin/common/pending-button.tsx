import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

type PendingButtonProps = Omit<ButtonProps, 'startIcon'> & {
  /** Its action is under way: a spinner in place of the icon, and it cannot be pressed again. */
  pending: boolean;
  icon?: ReactNode;
};

/** A back-office button whose action takes a moment (an export, a print, a booking, a save). */
export function PendingButton({ pending, icon, disabled = false, ...button }: PendingButtonProps) {
  return (
    <Button
      {...button}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : icon}
    />
  );
}
