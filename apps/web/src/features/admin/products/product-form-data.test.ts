import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain/schemas/product.schema';
import { toProductFormData } from './product-form-data';
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form.schema';
import { newVariantRow, syncVariantRows, type VariantRowValues } from './variant-rows';

const image = new File(['x'], 'red.png', { type: 'image/png' });

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  title: 'Glass bangle',
  description: 'In two colours',
  price: '1200',
  quantity: '4',
  type: 'Bags',
  images: [{ key: 'a', existing: null, file: image, color: 'Red' }],
};

const colourSize = [
  { name: 'Colour', values: ['Red', 'Green'] },
  { name: 'Size', values: ['2.4'] },
];

/** The form's messages by field, as the resolver would place them. */
function messages(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((each) => [each.path.join('.'), each.message]));
}

const saved = (values: ProductFormValues) => productFormSchema.parse(values) as ProductFormOutput;

describe('the product form’s checks', () => {
  it('keeps the sale price within the price', () => {
    expect(messages({ ...filled, discounted_price: '1500' })).toEqual({
      discounted_price: 'Discounted price must not exceed the price',
    });
    expect(messages({ ...filled, discounted_price: '1000' })).toEqual({});
  });

  it('asks for the variants’ fields instead of the quantity once there are options', () => {
    const variants = syncVariantRows(colourSize, []);
    variants[0] = { ...(variants[0] as VariantRowValues), quantity: '-1', sku: 'red 1' };
    variants[1] = { ...(variants[1] as VariantRowValues), price: '1000', discounted_price: '1100' };
    expect(messages({ ...filled, quantity: '', options: colourSize, variants })).toEqual({
      'variants.0.quantity': 'Quantity must not be negative',
      'variants.0.sku': 'SKU may hold letters, digits and . _ / - only',
      'variants.1.discounted_price': 'Sale price must not exceed the price',
    });
  });

  it('does not check a combination that is not sold, but needs one that is', () => {
    const variants = syncVariantRows(colourSize, []).map((row) => ({
      ...row,
      quantity: 'x',
      removed: true,
    }));
    expect(messages({ ...filled, options: colourSize, variants })).toEqual({
      variants: 'Sell at least one combination',
    });
  });

  it('takes image colours from the Colour option', () => {
    const options = [{ name: 'Colour', values: ['Green'] }];
    expect(messages({ ...filled, options, variants: syncVariantRows(options, []) })).toEqual({
      'images.0.color': 'Choose one of the colours: Green',
    });
  });

  it('names each option once, with a value', () => {
    const options = [
      { name: 'Size', values: ['2.4'] },
      { name: 'size ', values: [] },
    ];
    expect(messages({ ...filled, options, variants: syncVariantRows(options, []) })).toEqual({
      'options.1.name': 'Each option is named once',
      'options.1.values': 'Add at least one value',
    });
  });
});

describe('toProductFormData', () => {
  it('sends one quantity without options, and the price as the sale price when blank', () => {
    const body = toProductFormData(saved(filled), ['red.webp'], { kind: 'create' });
    expect(body.get('quantity')).toBe('4');
    expect(body.get('discounted_price')).toBe('1200');
    expect(body.get('options')).toBeNull();
    expect(body.getAll('imageColors')).toEqual(['Red']);
  });

  it('sends the stock the form was loaded with, not the product as read again since', () => {
    const product = { quantity: 3, options: ['Colour'] } as Product;
    const values = saved({ ...filled, quantityWas: 5 });
    const body = toProductFormData(values, ['red.webp'], { kind: 'update', product });
    expect(body.get('quantity')).toBe('4');
    expect(body.get('quantity_was')).toBe('5');
  });

  it('sends the options and the sold variants, not a quantity, with options', () => {
    const variants = syncVariantRows(colourSize, [
      { ...newVariantRow({ colour: 'Red' }), id: 9, quantity: '3', quantityWas: 2 },
    ]);
    variants[1] = { ...(variants[1] as VariantRowValues), removed: true };
    const values = saved({ ...filled, discounted_price: '1000', options: colourSize, variants });
    const product = { quantity: 2, options: ['Colour'] } as Product;
    const body = toProductFormData(values, ['red.webp'], { kind: 'update', product });
    expect(body.get('quantity')).toBeNull();
    expect(body.get('discounted_price')).toBe('1000');
    expect(JSON.parse(String(body.get('options')))).toEqual(['Colour', 'Size']);
    expect(JSON.parse(String(body.get('variants')))).toEqual([
      {
        id: 9,
        options: { colour: 'Red', size: '2.4' },
        quantity: 3,
        quantity_was: 2,
        price: null,
        discounted_price: null,
      },
    ]);
  });

  it('sells a product with sizes whose options were all taken off as one variant', () => {
    const product = { quantity: 5, options: ['Size'] } as Product;
    const body = toProductFormData(saved(filled), ['red.webp'], { kind: 'update', product });
    expect(body.get('quantity')).toBeNull();
    expect(JSON.parse(String(body.get('variants')))).toEqual([{ options: {}, quantity: 4 }]);
  });
});
