import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { BulkOrderChangeBody } from '@shop/domain/schemas/order-changes.schema';
import { ApiRequestError } from '../../../../lib/api-client';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';

/** What a bulk dialog sends: the move for every selected order (the ids are the list's). */
export type BulkSubmit = (body: Omit<BulkOrderChangeBody, 'ids'>) => Promise<void>;

/**
 * Sends a bulk move: while it goes the dialog shows progress; a refusal that names one of the dialog's
 * `fields` is shown under that field, anything else as one message for the whole form.
 */
export function useBulkSubmit<Field extends string>(
  onSubmit: BulkSubmit,
  fields: readonly Field[] = [],
) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  async function submit(body: Omit<BulkOrderChangeBody, 'ids'>) {
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    try {
      await onSubmit(body);
    } catch (caught) {
      const named = caught instanceof ApiRequestError ? caught.fieldErrors : {};
      const shown = fields.filter((field) => named[field]);
      setFieldErrors(
        Object.fromEntries(shown.map((field) => [field, named[field]])) as Partial<
          Record<Field, string>
        >,
      );
      if (shown.length === 0) setError('The orders could not be changed. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }
  return { submitting, error, fieldErrors, submit };
}

/**
 * The frame of the Shipping List's bulk dialogs (issue #26): a form with its title, its fields, the
 * form's own error, a way out and the move's button, which shows progress while the orders change.
 */
export function BulkFormDialog({
  title,
  maxWidth = 'xs',
  dismissLabel = 'Cancel',
  submitLabel,
  submitColor = 'primary',
  submitting,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  maxWidth?: 'xs' | 'sm';
  /** Not 'Cancel' where the move itself cancels: that would say the opposite of what it does. */
  dismissLabel?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogSubmitActions
          submitLabel={submitLabel}
          pending={submitting}
          onCancel={onClose}
          cancelLabel={dismissLabel}
          color={submitColor}
          cancelWhilePending
        />
      </Box>
    </Dialog>
  );
}
