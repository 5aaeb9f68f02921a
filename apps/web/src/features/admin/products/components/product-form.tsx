import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors';
import { useAdminForm } from '../../common/use-admin-form';
import { UploadFailedError, useImageUploads } from '../../images/use-image-uploads';
import {
  PRODUCT_FIELD_ALIASES,
  PRODUCT_FORM_FIELDS,
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form.schema';
import { onGrid, rowFields } from '../variant-field-errors';
import { toVariantsBody, usableOptions } from '../variant-rows';
import { AddOnsField } from './add-ons-field';
import { ImageRowsField } from './image-rows-field';
import { OptionsField } from './options-field';
import { ProductKindFields, type FlagOption } from './product-kind-fields';
import { VariantGrid } from './variant-grid';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The add form offers Active/Inactive; the edit form 'active'/Inactive (spec §4). */
  topFeaturedOptions: readonly FlagOption[];
  /** Only the edit form sets show_price, and adjusts a saved variant's stock with a reason. */
  showPriceField: boolean;
  /** On the edit page: a variant's stock was adjusted (its ledger has a new line). */
  onStockAdjusted?: (variantId: number) => void;
  /** Saves the product given the stored names of all its images, in row order. */
  onSave: (values: ProductFormOutput, imageNames: string[]) => Promise<void>;
}

/**
 * The add/edit product form (spec §2, §4). On Save, new images are compressed and uploaded in parallel
 * with progress per file; the product is saved only once every upload succeeded.
 */
export function ProductForm({
  defaultValues,
  topFeaturedOptions,
  showPriceField,
  onStockAdjusted,
  onSave,
}: ProductFormProps) {
  const { form, field, formError, setFormError } = useAdminForm<
    ProductFormValues,
    ProductFormOutput
  >(productFormSchema, { defaultValues });
  const { isSubmitting } = form.formState;
  const { progress, uploadAll } = useImageUploads();
  // A retried save does not upload again the files that already made it.
  const [uploaded] = useState(() => new WeakMap<File, string>());
  const hasOptions = usableOptions(useWatch({ control: form.control, name: 'options' })).length > 0;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const pending = values.images.flatMap((row) =>
      row.file && !uploaded.has(row.file) ? [{ key: row.key, file: row.file }] : [],
    );
    try {
      const names = await uploadAll(pending);
      pending.forEach(({ file }, index) => uploaded.set(file, names[index] ?? ''));
    } catch (error) {
      if (error instanceof UploadFailedError) {
        setFormError(`${error.message} Check the images marked below and save again.`);
        return;
      }
      throw error;
    }
    const imageNames = values.images.map((row) =>
      row.file ? (uploaded.get(row.file) ?? '') : (row.existing ?? ''),
    );
    try {
      await onSave(values, imageNames);
    } catch (error) {
      setFormError(
        applyServerFieldErrors(
          onGrid(error, toVariantsBody(values.options, values.variants).rowOf),
          [...PRODUCT_FORM_FIELDS, ...values.variants.flatMap(rowFields)],
          form.setError,
          PRODUCT_FIELD_ALIASES,
        ),
      );
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <TextField {...field('title')} label="Title" required fullWidth disabled={isSubmitting} />
        <TextField
          {...field('description')}
          label="Description"
          required
          fullWidth
          multiline
          minRows={4}
          disabled={isSubmitting}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('price')}
            label="Price (PKR)"
            type="number"
            required
            fullWidth
            disabled={isSubmitting}
            slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          />
          <TextField
            {...field('discounted_price', 'In PKR; blank: sold at the price')}
            label="Discounted price"
            type="number"
            fullWidth
            disabled={isSubmitting}
            slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          />
          {hasOptions ? null : (
            <TextField
              {...field('quantity')}
              label="Quantity"
              type="number"
              required
              fullWidth
              disabled={isSubmitting}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
          )}
        </Stack>
        <ProductKindFields
          form={form}
          topFeaturedOptions={topFeaturedOptions}
          showPriceField={showPriceField}
        />
        <Divider />
        <ImageRowsField form={form} progress={progress} />
        <Divider />
        <OptionsField form={form} />
        {hasOptions ? <VariantGrid form={form} onStockAdjusted={onStockAdjusted} /> : null}
        <Divider />
        <AddOnsField form={form} />
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
        >
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
