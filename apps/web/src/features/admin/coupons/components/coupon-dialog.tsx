import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import { couponFormSchema, type Coupon, type CouponForm } from '@shop/domain/schemas/coupon.schema';
import { muiRegister } from '../../common/mui-register';
import { applyServerFieldErrors } from '../../common/server-field-errors';
import { useSaveCoupon } from '../api/save-coupon';

interface CouponFormValues {
  coupon_code: string;
  discount: string;
}

interface CouponDialogProps {
  /** null: add mode with empty fields; a coupon: edit mode, prefilled (spec §4). */
  coupon: Coupon | null;
  onClose: () => void;
}

/**
 * The coupon modal. Rendered only while open, so each opening starts from fresh fields. Validated with
 * the domain's couponFormSchema: a code without spaces, a whole percentage from 1 to 100.
 */
export function CouponDialog({ coupon, onClose }: CouponDialogProps) {
  const isEdit = coupon !== null;
  const saveCoupon = useSaveCoupon();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CouponForm>({
    resolver: zodResolver(couponFormSchema) as Resolver<CouponFormValues, unknown, CouponForm>,
    mode: 'onTouched',
    defaultValues: {
      coupon_code: coupon?.coupon_code ?? '',
      discount: coupon ? String(coupon.discount) : '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await saveCoupon.mutateAsync({ id: coupon?.id ?? null, values });
      toast.success(isEdit ? 'Coupon updated' : 'Coupon added');
      onClose();
    } catch (error) {
      setFormError(applyServerFieldErrors(error, ['coupon_code', 'discount'], setError));
    }
  });

  const title = isEdit ? 'Edit Coupon' : 'Add Coupon';
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="coupon-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="coupon-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...muiRegister(register('coupon_code'))}
              label="Coupon Code"
              placeholder="Discount Coupon Name"
              autoFocus
              fullWidth
              error={Boolean(errors.coupon_code)}
              helperText={errors.coupon_code?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...muiRegister(register('discount'))}
              label="Discount"
              placeholder="Discount (%)"
              type="number"
              fullWidth
              error={Boolean(errors.discount)}
              helperText={errors.discount?.message}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' },
              }}
            />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isEdit ? 'Update Coupon' : 'Add Coupon'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
