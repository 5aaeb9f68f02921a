import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../../../lib/toasts';
import type { z } from 'zod';
import { bulkDiscountSchema } from '@shop/domain/schemas/product.schema';
import { muiField } from '../../common/mui-register';
import { useUpdateDiscounts } from '../api/update-discounts';

type DiscountFormValues = { percent: string };
type DiscountFormOutput = z.output<typeof bulkDiscountSchema>;

interface DiscountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Update Discount': one percentage applied to every product's price (spec §9). */
export function DiscountDialog({ open, onClose }: DiscountDialogProps) {
  const updateDiscounts = useUpdateDiscounts();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DiscountFormValues, unknown, DiscountFormOutput>({
    resolver: zodResolver(bulkDiscountSchema) as Resolver<
      DiscountFormValues,
      unknown,
      DiscountFormOutput
    >,
    defaultValues: { percent: '' },
  });

  function close() {
    if (updateDiscounts.isPending) return;
    reset();
    onClose();
  }

  const submit = handleSubmit(async ({ percent }) => {
    try {
      const { updated } = await updateDiscounts.mutateAsync(percent);
      toast.success(`Discount of ${percent}% applied to ${updated} products`);
      reset();
      onClose();
    } catch {
      // The failure was shown as a toast (spec §8); the dialog stays open to try again.
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Update Discount</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>
            Sets every product&apos;s discounted price to its price less this percentage.
          </DialogContentText>
          <TextField
            {...muiField(register, errors, 'percent')}
            label="Discount (%)"
            type="number"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={updateDiscounts.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={updateDiscounts.isPending}
            startIcon={
              updateDiscounts.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            Apply Discount
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
