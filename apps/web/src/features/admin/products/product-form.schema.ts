/**
 * The add/edit product form. Its raw values are text (a price is typed), rows of images with colours and
 * rows of add-ons; the rules come from the domain's field schemas (GUIDE 'One schema, both sides'), so a
 * message such as 'Price must be greater than 0' reads the same in the form and from the server.
 */
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FLAG_ACTIVE, FLAG_INACTIVE, type ProductType } from '@shop/domain/constants';
import { flagField } from '@shop/domain/schemas/fields.schema';
import { addOnSchema, productFieldsSchema } from '@shop/domain/schemas/product.schema';
import type { OptionValues, VariantRowValues } from './variant-rows';
import { checkProductForm } from './product-form-rules';

/**
 * Cross-field rules run even when a field of the same object already failed without aborting, so more
 * problems show at once. (zod still skips them below a field whose check aborts, such as a required
 * title: the sub type rule then shows on the next Save.)
 */
const isObjectPayload = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export const imageRowSchema = z
  .object({
    /** Identifies the row (its upload progress) across renders. */
    key: z.string(),
    /** The stored file name of an image the product already has. */
    existing: z.string().nullable(),
    /** A newly chosen file, uploaded on save. */
    file: z.instanceof(File).nullable(),
    // Not the domain's aborting requiredText: an aborted row would skip the image check below.
    color: z
      .string()
      .trim()
      .min(1, { error: 'Colour is required' })
      .max(50, { error: 'Colour must be at most 50 characters' }),
  })
  .refine((row) => row.existing !== null || row.file !== null, {
    path: ['file'],
    error: 'Choose an image',
    when: isObjectPayload,
  });

export const productFormSchema = z
  .object({
    title: productFieldsSchema.shape.title,
    description: productFieldsSchema.shape.description,
    price: productFieldsSchema.shape.price,
    /** The sale price; blank sells at the price. */
    discounted_price: z.string(),
    /** Checked by checkProductForm: the product's stock when it has no options. */
    quantity: z.string(),
    quantityWas: z.number().nullable(),
    type: z.string().pipe(productFieldsSchema.shape.type),
    sub_type: z.string(),
    top_featured: flagField,
    show_price: flagField,
    images: z.array(imageRowSchema).min(1, { error: 'At least one image is required' }),
    addOns: z.array(z.object({ key: addOnSchema.shape.key, price: addOnSchema.shape.price })),
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    variants: z.array(z.custom<VariantRowValues>()),
  })
  .superRefine(checkProductForm, { when: isObjectPayload });

export interface ImageRowValues {
  key: string;
  existing: string | null;
  file: File | null;
  color: string;
}

/** What the inputs hold. */
export interface ProductFormValues {
  title: string;
  description: string;
  price: string;
  discounted_price: string;
  quantity: string;
  /**
   * The stock the edit form was loaded with, kept with the form: the product is read again while the
   * form is open (an adjustment, the window refocused), and the server must get the form's own.
   */
  quantityWas: number | null;
  type: ProductType | '';
  sub_type: string;
  top_featured: string;
  show_price: string;
  images: ImageRowValues[];
  addOns: { key: string; price: string }[];
  /** The options its variants differ by; none: one stock, the images' colours (the spec's form). */
  options: OptionValues[];
  /** The variant grid, a row per combination of the options' values. */
  variants: VariantRowValues[];
}

export type ProductFormOutput = z.output<typeof productFormSchema>;

/**
 * The product form as its parts (kind, images, options, variants, add-ons) receive it; they are
 * disabled while it saves.
 */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/** Top-level names the server may report errors for, mapped onto the form's fields. */
export const PRODUCT_FORM_FIELDS = [
  'title',
  'description',
  'price',
  'discounted_price',
  'quantity',
  'type',
  'sub_type',
  'top_featured',
  'show_price',
  'images',
  'addOns',
  'options',
  'variants',
] as const;
export const PRODUCT_FIELD_ALIASES: Record<string, string> = {
  imageColors: 'images',
};

let rowCounter = 0;
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyImageRow(): ImageRowValues {
  return { key: newRowKey(), existing: null, file: null, color: '' };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  discounted_price: '',
  quantity: '',
  quantityWas: null,
  type: '',
  sub_type: '',
  // The add form defaults to a best seller (spec §4).
  top_featured: FLAG_ACTIVE,
  show_price: FLAG_INACTIVE,
  images: [],
  addOns: [],
  options: [],
  variants: [],
};
