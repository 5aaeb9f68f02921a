import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { JEWELRY_SUB_TYPES, PRODUCT_TYPES } from '@shop/domain/constants';
import type { DiscountScope } from '@shop/domain/discounts';
import { newDiscountBodySchema, type NewDiscountBody } from '@shop/domain/schemas/discount.schema';
import { toast } from '../../../../lib/toasts';
import { useApplyDiscount } from '../api/update-discounts';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';
import { useAdminForm } from '../../common/use-admin-form';

interface DiscountFormValues {
  name: string;
  percent: string;
  scope: DiscountScope;
  type: string;
  sub_type: string;
  /** Not a field: the selection, put in before the check so its error has a name. */
  productIds?: number[];
}

interface DiscountDialogProps {
  open: boolean;
  /** The products selected in the list: the discount's scope when there are some. */
  selectedIds: readonly number[];
  onClose: () => void;
  /** After the discount is on (the list's selection is then cleared). */
  onApplied: () => void;
}

/** A discount on a type or a sub type names it in a field of that name. */
const KIND_SCOPES = [
  { scope: 'type', label: 'Type', values: PRODUCT_TYPES },
  { scope: 'sub_type', label: 'Sub type', values: JEWELRY_SUB_TYPES },
] as const;

const SCOPE_LABELS: Record<DiscountScope, string> = {
  products: 'Selected products',
  type: 'A type',
  sub_type: 'A sub type',
  all: 'All products',
};

/**
 * 'Update Discount' (spec §9), now a discount that can be taken off again (decision 0025): a name, a
 * percentage, and the products it covers.
 */
export function DiscountDialog({ open, selectedIds, onClose, onApplied }: DiscountDialogProps) {
  const applyDiscount = useApplyDiscount();
  // Unchosen selects are '' in the form; the domain's schema reads them as not given.
  const schema = z.preprocess((values) => {
    const form = values as DiscountFormValues;
    return {
      ...form,
      type: form.type || undefined,
      sub_type: form.sub_type || undefined,
      productIds: form.scope === 'products' ? [...selectedIds] : undefined,
    };
  }, newDiscountBodySchema);
  const defaults = (): DiscountFormValues => ({
    name: '',
    percent: '',
    scope: selectedIds.length > 0 ? 'products' : 'all',
    type: '',
    sub_type: '',
  });
  const { form, field } = useAdminForm<DiscountFormValues, NewDiscountBody>(
    schema as unknown as z.ZodType<NewDiscountBody, DiscountFormValues>,
    { defaultValues: defaults(), mode: 'onSubmit' },
  );
  const { reset, control } = form;
  const { errors } = form.formState;
  const scope = useWatch({ control, name: 'scope' });

  function close() {
    if (applyDiscount.isPending) return;
    onClose();
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const discount = await applyDiscount.mutateAsync(body);
      toast.success(`${discount.name}: ${discount.percent}% off ${discount.products} products`);
      onApplied();
      onClose();
    } catch {
      // The failure (an overlap names its products) was shown as a toast; the dialog stays open.
    }
  });

  const select = { select: true, fullWidth: true, slotProps: { select: { native: true } } };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      // Each opening starts afresh, with the selection it opened with.
      slotProps={{ transition: { onEnter: () => reset(defaults()) } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Update Discount</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>
            Sets the sale price of the products it covers to their price less this percentage.
            Remove it later to put their sale prices back.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField {...field('name')} label="Name" autoFocus fullWidth />
            <TextField
              {...field('percent')}
              label="Discount (%)"
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
            />
            <TextField
              {...select}
              {...field('scope')}
              label="Applies to"
              error={Boolean(errors.scope ?? errors.productIds)}
              helperText={errors.productIds?.message ?? errors.scope?.message}
            >
              {(['products', 'type', 'sub_type', 'all'] as const).map((value) => (
                <option
                  key={value}
                  value={value}
                  disabled={value === 'products' && selectedIds.length === 0}
                >
                  {value === 'products'
                    ? `${SCOPE_LABELS.products} (${selectedIds.length})`
                    : SCOPE_LABELS[value]}
                </option>
              ))}
            </TextField>
            {KIND_SCOPES.filter((kind) => kind.scope === scope).map((kind) => (
              <TextField key={kind.scope} {...select} {...field(kind.scope)} label={kind.label}>
                <option value="">Not chosen</option>
                {kind.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </TextField>
            ))}
          </Stack>
        </DialogContent>
        <DialogSubmitActions
          submitLabel="Apply Discount"
          pending={applyDiscount.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
