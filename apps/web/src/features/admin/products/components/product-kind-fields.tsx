import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import {
  FLAG_ACTIVE,
  FLAG_INACTIVE,
  JEWELRY_SUB_TYPES,
  PRODUCT_TYPES,
} from '@shop/domain/constants';
import type { ProductFormOutput, ProductFormValues } from '../product-form.schema';

export interface FlagOption {
  value: string;
  label: string;
}

export const ACTIVE_INACTIVE: readonly FlagOption[] = [
  { value: FLAG_ACTIVE, label: FLAG_ACTIVE },
  { value: FLAG_INACTIVE, label: FLAG_INACTIVE },
];

interface ProductKindFieldsProps {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormValues>;
  /** The add form offers Active/Inactive; the edit form 'active'/Inactive (spec §4). */
  topFeaturedOptions: readonly FlagOption[];
  /** Only the edit form sets show_price. */
  showPriceField: boolean;
  disabled: boolean;
}

/** The product's type and sub type (Jewelry only), and its Top Featured and Show Price flags. */
export function ProductKindFields({
  control,
  errors,
  topFeaturedOptions,
  showPriceField,
  disabled,
}: ProductKindFieldsProps) {
  const isJewelry = useWatch({ control, name: 'type' }) === 'Jewelry';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              select
              label="Type"
              required
              fullWidth
              disabled={disabled}
              error={Boolean(errors.type)}
              helperText={errors.type?.message}
            >
              {PRODUCT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {isJewelry ? (
          <Controller
            control={control}
            name="sub_type"
            render={({ field }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                select
                label="Sub Type"
                required
                fullWidth
                disabled={disabled}
                error={Boolean(errors.sub_type)}
                helperText={errors.sub_type?.message}
              >
                {JEWELRY_SUB_TYPES.map((subType) => (
                  <MenuItem key={subType} value={subType}>
                    {subType}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="top_featured"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              select
              label="Top Featured"
              fullWidth
              disabled={disabled}
              error={Boolean(errors.top_featured)}
              helperText={errors.top_featured?.message ?? 'Active products show as Best Sellers'}
            >
              {topFeaturedOptions.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {showPriceField ? (
          <Controller
            control={control}
            name="show_price"
            render={({ field }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                select
                label="Show Price"
                fullWidth
                disabled={disabled}
                error={Boolean(errors.show_price)}
                helperText={
                  errors.show_price?.message ?? 'Active shows the original price struck through'
                }
              >
                {ACTIVE_INACTIVE.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
      </Stack>
    </>
  );
}
