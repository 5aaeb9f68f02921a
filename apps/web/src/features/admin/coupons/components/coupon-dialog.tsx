import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { toast } from '../../../../lib/toasts';
import type { Coupon } from '@shop/domain/schemas/coupon.schema';
import { useAdminForm } from '../../common/use-admin-form';
import { useSaveCoupon } from '../api/save-coupon';
import {
  COUPON_FORM_FIELDS,
  couponDialogSchema,
  couponFormValues,
  toCouponRequest,
  type CouponDialogOutput,
  type CouponFormValues,
} from '../coupon-form';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';

interface CouponDialogProps {
  /** null: add mode with empty fields; a coupon: edit mode, prefilled (spec §4). */
  coupon: Coupon | null;
  onClose: () => void;
}

/** Two fields side by side from a small tablet up, one above the other on a phone. */
const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * The coupon modal. Rendered only while open, so each opening starts from fresh fields. The spec's two
 * inputs come first (code, discount); the optional rules follow (issue #12). Validated with the
 * domain's coupon schema: a code without spaces, a whole percentage from 1 to 100, an end after the
 * start, a positive least total and a whole number of uses.
 */
export function CouponDialog({ coupon, onClose }: CouponDialogProps) {
  const isEdit = coupon !== null;
  const saveCoupon = useSaveCoupon();
  const { form, field, formError, submitWith } = useAdminForm<CouponFormValues, CouponDialogOutput>(
    couponDialogSchema,
    { defaultValues: couponFormValues(coupon), fields: COUPON_FORM_FIELDS },
  );
  const { isSubmitting } = form.formState;

  const submit = submitWith(async (values) => {
    await saveCoupon.mutateAsync({ id: coupon?.id ?? null, values: toCouponRequest(values) });
    toast.success(isEdit ? 'Coupon updated' : 'Coupon added');
    onClose();
  });

  const title = isEdit ? 'Edit Coupon' : 'Add Coupon';
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="coupon-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="coupon-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...field('coupon_code')}
              label="Coupon Code"
              placeholder="Discount Coupon Name"
              autoFocus
              fullWidth
              slotProps={shrink}
            />
            <TextField
              {...field('discount')}
              label="Discount"
              placeholder="Discount (%)"
              type="number"
              fullWidth
              slotProps={{
                ...shrink,
                htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' },
              }}
            />

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                Rules (optional)
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                Leave a rule empty for none.
              </Typography>
              <Stack spacing={2}>
                <Box sx={pair}>
                  <TextField
                    {...field('starts_at')}
                    label="Starts"
                    type="datetime-local"
                    fullWidth
                    slotProps={shrink}
                  />
                  <TextField
                    {...field('ends_at')}
                    label="Ends"
                    type="datetime-local"
                    fullWidth
                    slotProps={shrink}
                  />
                </Box>
                <Box sx={pair}>
                  <TextField
                    {...field('min_order_total', 'Before the discount and delivery')}
                    label="Minimum order total (PKR)"
                    placeholder="e.g. 2000"
                    type="number"
                    fullWidth
                    slotProps={{
                      ...shrink,
                      htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
                    }}
                  />
                  <TextField
                    {...field('max_uses', 'Cancelled orders give their use back')}
                    label="Total uses"
                    placeholder="e.g. 100"
                    type="number"
                    fullWidth
                    slotProps={{ ...shrink, htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                  />
                </Box>
                <Controller
                  control={form.control}
                  name="one_per_phone"
                  render={({ field, fieldState }) => (
                    <Box>
                      <FormControlLabel
                        label="One use per phone number"
                        control={
                          <Checkbox
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: field.ref } }}
                          />
                        }
                      />
                      {fieldState.error ? (
                        <FormHelperText error>{fieldState.error.message}</FormHelperText>
                      ) : null}
                    </Box>
                  )}
                />
              </Stack>
            </Box>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogSubmitActions
          submitLabel={isEdit ? 'Update Coupon' : 'Add Coupon'}
          pending={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
