import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { Variant } from '@shop/domain/schemas/product.schema';
import { optionsKey, variantName } from '@shop/domain/variants';
import { AdjustStockDialog } from '../../stock/components/adjust-stock-dialog';
import type { ProductForm, ProductFormValues } from '../product-form.schema';
import { usableOptions, type VariantRowValues } from '../variant-rows';
import { VariantRowFields } from './variant-row-fields';

interface VariantGridProps {
  form: ProductForm;
  /** Given on the edit page: stock is adjusted with a reason, written to the ledger at once. */
  onStockAdjusted?: (variantId: number) => void;
}

/**
 * The variant grid: a card per combination the product sells (SKU, stock, own price and sale price),
 * laid out as a line on a wide screen and as a small card on a phone. Rows can be selected for "Set
 * stock"; a removed combination is listed below, to be sold again.
 */
export function VariantGrid({ form, onStockAdjusted }: VariantGridProps) {
  const { control, setValue } = form;
  const { errors, isSubmitting: disabled } = form.formState;
  const rows = useWatch({ control, name: 'variants' });
  const names = usableOptions(useWatch({ control, name: 'options' })).map((option) => option.name);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkStock, setBulkStock] = useState('');
  const [adjusting, setAdjusting] = useState<number | null>(null);

  const sold = rows.flatMap((row, index) => (row.removed ? [] : [{ row, index }]));
  const chosen = sold.filter(({ row }) => selected.has(optionsKey(row.options)));
  const nameOf = (row: VariantRowValues) => variantName(row.options, names);
  const setRow = (index: number, patch: Partial<VariantRowValues>) =>
    setValue(
      `variants.${index}`,
      { ...(rows[index] as VariantRowValues), ...patch },
      {
        shouldDirty: true,
      },
    );
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const bulkValid = /^\d+$/.test(bulkStock.trim());
  const applyBulk = () => {
    for (const { index } of chosen.length > 0 ? chosen : sold) {
      setValue(`variants.${index}.quantity`, bulkStock.trim(), {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };
  const adjusted = adjusting === null ? undefined : rows[adjusting];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Variants ({sold.length})
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Checkbox
            slotProps={{ input: { 'aria-label': 'Select all variants' } }}
            checked={sold.length > 0 && chosen.length === sold.length}
            indeterminate={chosen.length > 0 && chosen.length < sold.length}
            onChange={(event) =>
              setSelected(
                new Set(event.target.checked ? sold.map(({ row }) => optionsKey(row.options)) : []),
              )
            }
            disabled={disabled}
          />
          <TextField
            label="Stock to set"
            size="small"
            type="number"
            value={bulkStock}
            onChange={(event) => setBulkStock(event.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 130 }}
          />
          <Button variant="outlined" onClick={applyBulk} disabled={disabled || !bulkValid}>
            Set stock
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {chosen.length > 0 ? `for the ${chosen.length} selected` : 'for all variants'}
        </Typography>
      </Stack>
      <Stack spacing={1} role="list" aria-label="Variants">
        {sold.map(({ row, index }) => {
          const name = nameOf(row) || 'The product';
          const key = optionsKey(row.options);
          return (
            <Paper key={key} variant="outlined" role="listitem" aria-label={name} sx={{ p: 1 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'start',
                  gridTemplateColumns: {
                    xs: '1fr 1fr',
                    md: 'minmax(150px, 1.3fr) 1.2fr 0.8fr 1fr 1fr auto',
                  },
                }}
              >
                <Stack
                  direction="row"
                  sx={{
                    alignItems: 'center',
                    gridColumn: { xs: '1 / -1', md: 'auto' },
                    minWidth: 0,
                  }}
                >
                  <Checkbox
                    size="small"
                    checked={selected.has(key)}
                    onChange={() => toggle(key)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                  />
                  <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                    {name}
                  </Typography>
                  <IconButton
                    aria-label={`Do not sell ${name}`}
                    size="small"
                    onClick={() => setRow(index, { removed: true })}
                    disabled={disabled || sold.length === 1}
                    sx={{ display: { md: 'none' } }}
                  >
                    <RemoveCircleOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
                <VariantRowFields form={form} index={index} name={name} />
                <Stack
                  direction="row"
                  sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: 'flex-end' }}
                >
                  {onStockAdjusted && row.id !== null ? (
                    <Button
                      size="small"
                      startIcon={<InventoryIcon />}
                      onClick={() => setAdjusting(index)}
                      disabled={disabled}
                      aria-label={`Adjust stock of ${name}`}
                    >
                      Adjust
                    </Button>
                  ) : null}
                  <IconButton
                    aria-label={`Do not sell ${name}`}
                    size="small"
                    onClick={() => setRow(index, { removed: true })}
                    disabled={disabled || sold.length === 1}
                    sx={{ display: { xs: 'none', md: 'inline-flex' } }}
                  >
                    <RemoveCircleOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
              {rowProblem(errors, index) ? (
                <FormHelperText error>{rowProblem(errors, index)}</FormHelperText>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {errors.variants?.message || errors.variants?.root?.message ? (
        <FormHelperText error>
          {errors.variants.message ?? errors.variants.root?.message}
        </FormHelperText>
      ) : null}
      {rows.some((row) => row.removed) ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Not sold:
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {rows.map((row, index) =>
              row.removed ? (
                <Chip
                  key={optionsKey(row.options)}
                  icon={<AddIcon />}
                  label={`Sell ${nameOf(row)}`}
                  variant="outlined"
                  onClick={() => setRow(index, { removed: false })}
                  disabled={disabled}
                />
              ) : null,
            )}
          </Stack>
        </Box>
      ) : null}
      {adjusted && adjusted.id !== null && adjusting !== null ? (
        <AdjustStockDialog
          open
          variantId={adjusted.id}
          variantLabel={nameOf(adjusted) || 'The product'}
          onClose={() => setAdjusting(null)}
          onAdjusted={(variant: Variant) => {
            setRow(adjusting, {
              quantity: String(variant.quantity),
              quantityWas: variant.quantity,
            });
            onStockAdjusted?.(variant.id);
          }}
        />
      ) : null}
    </Box>
  );
}

/** A message about a row as a whole (its values), set on its `options`. */
function rowProblem(errors: FieldErrors<ProductFormValues>, index: number): string | undefined {
  const options = errors.variants?.[index]?.options as { message?: string } | undefined;
  return options?.message;
}
