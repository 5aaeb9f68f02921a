/**
 * A product's options and variants as the product form, the import and the spec's clients send them
 * (issue #27); the rules across variants are the domain's (product-rules.ts).
 */
import { z } from 'zod';
import { PRODUCT_PRICE_MAX_RUPEES, PRODUCT_STOCK_MAX, TEXT_MAX_LENGTH as MAX } from '../constants';
import { parseDeep } from '../normalise';
import { OPTION_NAME_MAX_LENGTH, OPTIONS_MAX, SKU_MAX_LENGTH, VARIANTS_MAX } from '../variants';
import { AT_LEAST_ONE_PAISA, numberInput, rupeesField } from './number-fields.schema';
import { hasControlCharacters, requiredText, tooLong } from './text-fields.schema';

/** A stock: a whole number from 0 to PRODUCT_STOCK_MAX. */
export const stockField = numberInput(
  'Quantity is required',
  'Quantity must be a whole number',
  (n) =>
    n
      .int({ error: 'Quantity must be a whole number' })
      .min(0, { error: 'Quantity must not be negative' })
      .max(PRODUCT_STOCK_MAX, { error: `Quantity must be at most ${PRODUCT_STOCK_MAX}` }),
);

const optionValueField = requiredText('Option value is required')
  .max(MAX.colour, tooLong('Option value', MAX.colour))
  .refine((text) => !hasControlCharacters(text, 'one line'), {
    error: 'Option value must be one line without control characters',
  });

/**
 * A variant as the product form sends it: its options' values keyed as the product's options name
 * them ({ colour: 'Red', size: '2.4' }), its stock, and optionally its SKU (generated when left out)
 * and its own prices in rupees. `id` names a variant the product has; a variant without one is new.
 * `quantity_was`, as on the product, makes the stock a change to the stock as it is now.
 */
export const variantInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    sku: z
      .string()
      .trim()
      .max(SKU_MAX_LENGTH, tooLong('SKU', SKU_MAX_LENGTH))
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
        error: 'SKU may hold letters, digits and . _ / - only',
      })
      .optional(),
    options: z.record(z.string(), optionValueField),
    quantity: stockField,
    quantity_was: stockField.optional(),
    price: rupeesField('Variant price', PRODUCT_PRICE_MAX_RUPEES)
      .refine((value) => value >= 0.01, { error: 'Variant price must be greater than 0' })
      .meta(AT_LEAST_ONE_PAISA)
      .nullish(),
    discounted_price: rupeesField('Variant sale price', PRODUCT_PRICE_MAX_RUPEES).nullish(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

/** Option names, in order ('Colour', 'Size', or one the owner names): at most three, each once. */
export const optionNamesField = z.preprocess(
  (value) => parseDeep(value),
  z
    .array(
      requiredText('Option name is required').max(
        OPTION_NAME_MAX_LENGTH,
        tooLong('Option name', OPTION_NAME_MAX_LENGTH),
      ),
    )
    .max(OPTIONS_MAX, { error: `A product has at most ${OPTIONS_MAX} options` }),
);

export const variantsField = z.preprocess(
  (value) => {
    const list = parseDeep(value);
    return Array.isArray(list) ? list.map(parseDeep) : list;
  },
  z
    .array(variantInputSchema)
    .min(1, { error: 'A product has at least one variant' })
    .max(VARIANTS_MAX, { error: `A product has at most ${VARIANTS_MAX} variants` }),
);
