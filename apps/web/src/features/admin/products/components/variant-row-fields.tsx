import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { ProductFormOutput, ProductFormValues } from '../product-form.schema';
import type { VariantRowValues } from '../variant-rows';

type RowField = 'sku' | 'quantity' | 'price' | 'discounted_price';

const FIELDS: readonly {
  field: RowField;
  label: string;
  hint?: string;
  numeric?: 'numeric' | 'decimal';
}[] = [
  { field: 'sku', label: 'SKU', hint: 'Made for you when blank' },
  { field: 'quantity', label: 'Stock', numeric: 'numeric' },
  { field: 'price', label: 'Own price', hint: "Blank: the product's", numeric: 'decimal' },
  { field: 'discounted_price', label: 'Sale price', hint: 'Blank: none', numeric: 'decimal' },
];

interface VariantRowFieldsProps {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  index: number;
  /** The variant's name, for the fields' accessible labels ('Stock of Red / 2.4'). */
  name: string;
  errors: FieldErrors<VariantRowValues> | undefined;
  disabled: boolean;
}

/** A variant row's SKU, stock and own prices, each with its message under it. */
export function VariantRowFields({
  control,
  index,
  name,
  errors,
  disabled,
}: VariantRowFieldsProps) {
  return FIELDS.map(({ field, label, hint, numeric }) => (
    <Controller
      key={field}
      control={control}
      name={`variants.${index}.${field}`}
      render={({ field: input }) => (
        <TextField
          {...input}
          inputRef={input.ref}
          label={label}
          size="small"
          fullWidth
          disabled={disabled}
          type={numeric ? 'number' : 'text'}
          error={Boolean(errors?.[field])}
          helperText={errors?.[field]?.message ?? hint}
          slotProps={{
            htmlInput: {
              'aria-label': `${label} of ${name}`,
              ...(numeric
                ? { min: 0, step: numeric === 'numeric' ? 1 : '0.01', inputMode: numeric }
                : {}),
            },
          }}
        />
      )}
    />
  ));
}
