import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import type { z } from 'zod';
import { stockAdjustBodySchema } from '@shop/domain/schemas/inventory.schema';
import type { Variant } from '@shop/domain/schemas/product.schema';
import { ADJUST_REASONS, STOCK_REASON_LABELS } from '@shop/domain/stock';
import { toast } from '../../../../lib/toasts';
import { SelectField } from '../../common/select-field';
import { useAdminForm } from '../../common/use-admin-form';
import { useAdjustStock } from '../api/adjust-stock';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';

interface AdjustValues {
  variantId: number;
  delta: string;
  reason: string;
  note: string;
}
type AdjustOutput = z.output<typeof stockAdjustBodySchema>;

const FIELDS = ['delta', 'reason', 'note'] as const;

const REASON_OPTIONS = ADJUST_REASONS.map((reason) => ({
  value: reason,
  label: STOCK_REASON_LABELS[reason],
}));

interface AdjustStockDialogProps {
  open: boolean;
  variantId: number;
  /** 'Red / 2.4', in the title. */
  variantLabel: string;
  onClose: () => void;
  /** The variant as the ledger left it. */
  onAdjusted: (variant: Variant) => void;
}

/**
 * "Adjust stock": units in (+) or out (−) with the reason staff give, written at once to the variant's
 * stock and ledger. A change that would leave it below 0 is refused (409) and said here.
 */
export function AdjustStockDialog({
  open,
  variantId,
  variantLabel,
  onClose,
  onAdjusted,
}: AdjustStockDialogProps) {
  const adjust = useAdjustStock();
  const { form, field, formError, setFormError, submitWith } = useAdminForm<
    AdjustValues,
    AdjustOutput
  >(stockAdjustBodySchema, {
    defaultValues: { variantId, delta: '', reason: 'received', note: '' },
    fields: FIELDS,
    mode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const { subscribe } = form;

  // A refusal is about what was sent: it goes once the admin changes the form.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setFormError(null) }),
    [subscribe, setFormError],
  );

  const submit = submitWith(async (body) => {
    const answer = await adjust.mutateAsync(body);
    onAdjusted(answer.variant);
    toast.success(`${variantLabel}: ${answer.variant.quantity} in stock`);
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Adjust stock of {variantLabel}</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the product form in React's tree: its submit must not save that.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...field('delta', 'Units in (+3) or out (−2)')}
              label="Change"
              type="number"
              autoFocus
              required
              disabled={isSubmitting}
              slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
            />
            <SelectField
              control={form.control}
              name="reason"
              options={REASON_OPTIONS}
              label="Reason"
              required
              disabled={isSubmitting}
            />
            <TextField
              {...field('note', 'Required for Other')}
              label="Note"
              multiline
              minRows={2}
              disabled={isSubmitting}
            />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogSubmitActions submitLabel="Adjust stock" pending={isSubmitting} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
