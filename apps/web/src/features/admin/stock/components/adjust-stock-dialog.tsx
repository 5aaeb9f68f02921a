import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { stockAdjustBodySchema } from '@shop/domain/schemas/inventory.schema';
import type { Variant } from '@shop/domain/schemas/product.schema';
import { ADJUST_REASONS, STOCK_REASON_LABELS } from '@shop/domain/stock';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors';
import { toast } from '../../../../lib/toasts';
import { muiField } from '../../common/mui-register';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<AdjustValues, unknown, AdjustOutput>({
    resolver: zodResolver(stockAdjustBodySchema) as Resolver<AdjustValues, unknown, AdjustOutput>,
    defaultValues: { variantId, delta: '', reason: 'received', note: '' },
  });

  // A refusal is about what was sent: it goes once the admin changes the form.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setRefusal(null) }),
    [subscribe],
  );

  const submit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const answer = await adjust.mutateAsync(body);
      onAdjusted(answer.variant);
      toast.success(`${variantLabel}: ${answer.variant.quantity} in stock`);
      onClose();
    } catch (error) {
      setRefusal(applyServerFieldErrors(error, FIELDS, setError));
    }
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
              {...muiField(register, errors, 'delta', 'Units in (+3) or out (−2)')}
              label="Change"
              type="number"
              autoFocus
              required
              disabled={isSubmitting}
              slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
            />
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  label="Reason"
                  required
                  disabled={isSubmitting}
                  error={Boolean(errors.reason)}
                  helperText={errors.reason?.message}
                >
                  {ADJUST_REASONS.map((reason) => (
                    <MenuItem key={reason} value={reason}>
                      {STOCK_REASON_LABELS[reason]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...muiField(register, errors, 'note', 'Required for Other')}
              label="Note"
              multiline
              minRows={2}
              disabled={isSubmitting}
            />
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogSubmitActions submitLabel="Adjust stock" pending={isSubmitting} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
