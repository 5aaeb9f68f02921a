import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { ProductForm } from '../product-form.schema';

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
  form: ProductForm;
  index: number;
  /** The variant's name, for the fields' accessible labels ('Stock of Red / 2.4'). */
  name: string;
}

/** A variant row's SKU, stock and own prices, each with its message under it. */
export function VariantRowFields({ form, index, name }: VariantRowFieldsProps) {
  return FIELDS.map(({ field, label, hint, numeric }) => (
    <Controller
      key={field}
      control={form.control}
      name={`variants.${index}.${field}`}
      render={({ field: input, fieldState }) => (
        <TextField
          {...input}
          inputRef={input.ref}
          label={label}
          size="small"
          fullWidth
          disabled={form.formState.isSubmitting}
          type={numeric ? 'number' : 'text'}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
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
