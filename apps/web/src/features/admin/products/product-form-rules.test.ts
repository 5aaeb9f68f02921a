import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  type ProductFormValues,
} from './product-form.schema';
import { syncVariantRows, type VariantRowValues } from './variant-rows';

const file = new File(['x'], 'tote.png', { type: 'image/png' });
const style = [{ name: 'Style', values: ['Clutch', 'Tote'] }];

const bag: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  title: 'Leather bag',
  description: 'In two styles',
  price: '2500',
  type: 'Bags',
  images: [
    { key: 'a', existing: null, file, color: 'Clutch' },
    { key: 'b', existing: null, file, color: 'Tote' },
  ],
  options: style,
  variants: syncVariantRows(style, []),
};

function messages(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((each) => [each.path.join('.'), each.message]));
}

describe('the product form, with the domain’s product rules', () => {
  it('takes a bag whose images are tagged with its styles', () => {
    expect(messages(bag)).toEqual({});
  });

  it('shows the domain’s messages under the form’s fields', () => {
    const variants = bag.variants.map((row, index) =>
      index === 1 ? { ...(row as VariantRowValues), discounted_price: '3000' } : row,
    );
    expect(
      messages({ ...bag, type: 'Jewelry', sub_type: '', discounted_price: '2600', variants }),
    ).toEqual({
      sub_type: 'Sub type is required for Jewelry',
      discounted_price: 'Discounted price must not exceed the price',
      // The variant has no price of its own: its sale price is taken off the product's.
      'variants.1.discounted_price': 'Sale price must not exceed the price',
    });
  });

  it('forgets a sub type chosen before the type became Bags, as the saved form does', () => {
    expect(messages({ ...bag, sub_type: 'Rings' })).toEqual({});
  });

  it('names the grid’s row, not the variant’s place among those sold', () => {
    const variants = bag.variants.map((row, index) =>
      index === 0
        ? { ...(row as VariantRowValues), removed: true }
        : { ...(row as VariantRowValues), price: '100', discounted_price: '200' },
    );
    expect(messages({ ...bag, variants })).toEqual({
      'variants.1.discounted_price': 'Sale price must not exceed the price',
    });
  });

  it('asks for the colours of the Colour option, which owns the pictures over the first option', () => {
    const options = [...style, { name: 'Colour', values: ['Black'] }];
    expect(messages({ ...bag, options, variants: syncVariantRows(options, []) })).toEqual({
      'images.0.color': 'Choose one of the colours: Black',
      'images.1.color': 'Choose one of the colours: Black',
    });
  });
});
