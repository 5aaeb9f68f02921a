import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import {
  FLAG_ACTIVE,
  FLAG_INACTIVE,
  JEWELRY_SUB_TYPES,
  PRODUCT_TYPES,
} from '@shop/domain/constants';
import { SelectField, optionsOf, type SelectOption } from '../../common/select-field';
import type { ProductForm } from '../product-form.schema';

export type FlagOption = SelectOption;

export const ACTIVE_INACTIVE: readonly FlagOption[] = optionsOf([FLAG_ACTIVE, FLAG_INACTIVE]);

const TYPE_OPTIONS = optionsOf(PRODUCT_TYPES);
const SUB_TYPE_OPTIONS = optionsOf(JEWELRY_SUB_TYPES);

interface ProductKindFieldsProps {
  form: ProductForm;
  /** The add form offers Active/Inactive; the edit form 'active'/Inactive (spec §4). */
  topFeaturedOptions: readonly FlagOption[];
  /** Only the edit form sets show_price. */
  showPriceField: boolean;
}

/** The product's type and sub type (Jewelry only), and its Top Featured and Show Price flags. */
export function ProductKindFields({
  form,
  topFeaturedOptions,
  showPriceField,
}: ProductKindFieldsProps) {
  const { control } = form;
  const isJewelry = useWatch({ control, name: 'type' }) === 'Jewelry';
  const select = { control, fullWidth: true, disabled: form.formState.isSubmitting };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField {...select} name="type" label="Type" required options={TYPE_OPTIONS} />
        {isJewelry ? (
          <SelectField
            {...select}
            name="sub_type"
            label="Sub Type"
            required
            options={SUB_TYPE_OPTIONS}
          />
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...select}
          name="top_featured"
          label="Top Featured"
          options={topFeaturedOptions}
          hint="Active products show as Best Sellers"
        />
        {showPriceField ? (
          <SelectField
            {...select}
            name="show_price"
            label="Show Price"
            options={ACTIVE_INACTIVE}
            hint="Active shows the original price struck through"
          />
        ) : null}
      </Stack>
    </>
  );
}
