import { z } from 'zod';
import {
  JEWELRY_SUB_TYPES,
  PRODUCT_ADD_ONS_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_PRICE_MAX_RUPEES,
  PRODUCT_STOCK_MAX,
  TEXT_MAX_LENGTH as MAX,
} from '../constants';
import { normaliseAddOns, normaliseStringList, parseDeep } from '../normalise';
import { NOT_BLANK_PATTERN } from '../patterns';
import {
  OPTION_NAME_MAX_LENGTH,
  OPTIONS_MAX,
  optionKey,
  optionsKey,
  SKU_MAX_LENGTH,
  VARIANTS_MAX,
} from '../variants';
import {
  AT_LEAST_ONE_PAISA,
  flagField,
  flagSchema,
  hasControlCharacters,
  jewelrySubTypeSchema,
  numberInput,
  productTypeSchema,
  requiredText,
  rupeesField,
  tooLong,
} from './fields.schema';

export const addOnSchema = z.object({
  key: requiredText('Add-on name is required').max(MAX.name, tooLong('Add-on name', MAX.name)),
  // At least one paisa: a positive amount that rounds to 0 paisa is not a price.
  price: rupeesField('Add-on price', PRODUCT_PRICE_MAX_RUPEES)
    .refine((value) => value >= 0.01, {
      error: 'Add-on price must be greater than 0',
    })
    .meta(AT_LEAST_ONE_PAISA),
});

/** Multipart sends a repeated field as a list and a single one as a string; both mean a list. */
const stringList = (label: string, max: number) =>
  z.preprocess(
    (value) => normaliseStringList(value),
    z
      .array(z.string().max(max, tooLong(label, max)))
      .max(PRODUCT_IMAGES_MAX, { error: `A product has at most ${PRODUCT_IMAGES_MAX} images` }),
  );

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
      .nullish(),
    discounted_price: rupeesField('Variant sale price', PRODUCT_PRICE_MAX_RUPEES).nullish(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

/** Option names, in order ('Colour', 'Size', or one the owner names): at most three, each once. */
const optionNamesField = z.preprocess(
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

const variantsField = z.preprocess(
  (value) => {
    const list = parseDeep(value);
    return Array.isArray(list) ? list.map(parseDeep) : list;
  },
  z
    .array(variantInputSchema)
    .min(1, { error: 'A product has at least one variant' })
    .max(VARIANTS_MAX, { error: `A product has at most ${VARIANTS_MAX} variants` }),
);

/**
 * The product fields an admin sends to create or update (spec §7: multipart, or JSON). Prices are rupees
 * with at most two decimals; the server stores whole paisa.
 */
export const productFieldsSchema = z.object({
  title: requiredText('Title is required').max(200, {
    error: 'Title must be at most 200 characters',
  }),
  description: requiredText('Description is required').max(5000, {
    error: 'Description must be at most 5000 characters',
  }),
  price: rupeesField('Price', PRODUCT_PRICE_MAX_RUPEES)
    .refine((value) => value >= 0.01, {
      error: 'Price must be greater than 0',
    })
    .meta(AT_LEAST_ONE_PAISA),
  discounted_price: rupeesField('Discounted price', PRODUCT_PRICE_MAX_RUPEES).optional(),
  // Required unless the product names its variants, whose stock it then is the sum of.
  quantity: stockField.optional(),
  type: productTypeSchema,
  sub_type: z.preprocess(
    (value) => (value === '' || value === 'null' ? null : value),
    jewelrySubTypeSchema.nullable().optional(),
  ),
  top_featured: flagField.optional(),
  show_price: flagField.optional(),
  // Each entry published as not blank: a blank one is dropped (normaliseStringList), so a list of
  // blanks is empty and refused as having no image.
  images: stringList('Image name', MAX.imageName)
    .refine((list) => list.length > 0, { error: 'At least one image is required' })
    .meta({
      minItems: 1,
      items: { type: 'string', maxLength: MAX.imageName, pattern: NOT_BLANK_PATTERN },
    }),
  imageColors: stringList('Colour', MAX.colour).optional(),
  // The list and each entry may be JSON-encoded, as in stored products (spec §3).
  addOns: z
    .preprocess(
      (value) => {
        const list = parseDeep(value ?? []);
        return Array.isArray(list) ? list.map(parseDeep) : list;
      },
      z.array(addOnSchema).max(PRODUCT_ADD_ONS_MAX, {
        error: `A product has at most ${PRODUCT_ADD_ONS_MAX} add-ons`,
      }),
    )
    .optional(),
  options: optionNamesField.optional(),
  variants: variantsField.optional(),
});

type ProductFields = z.infer<typeof productFieldsSchema>;

/** Variants name exactly the product's options, each combination once, sale price within price. */
function checkVariantRules(product: Partial<ProductFields>, ctx: z.RefinementCtx) {
  const names = product.options;
  if (names) {
    const keys = names.map(optionKey);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option is named once' });
    }
  }
  if (!product.variants) return;
  if (!names) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: 'Options are required with variants',
    });
    return;
  }
  const wanted = names.map(optionKey).sort().join('\u0000');
  const seen = new Set<string>();
  product.variants.forEach((variant, index) => {
    if (Object.keys(variant.options).map(optionKey).sort().join('\u0000') !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'options'],
        message:
          names.length > 0
            ? `Each variant names a value for ${names.join(', ')}`
            : 'A product without options has one variant without values',
      });
    }
    const key = optionsKey(variant.options);
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'options'],
        message: 'Two variants have the same values',
      });
    }
    seen.add(key);
    if (
      typeof variant.price === 'number' &&
      typeof variant.discounted_price === 'number' &&
      variant.discounted_price > variant.price
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'discounted_price'],
        message: 'Sale price must not exceed the price',
      });
    }
    if (variant.quantity_was !== undefined && variant.id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'quantity_was'],
        message: 'A new variant has no stock to change from',
      });
    }
  });
}

function checkProductRules(product: Partial<ProductFields>, ctx: z.RefinementCtx) {
  if (product.type === 'Jewelry' && !product.sub_type) {
    ctx.addIssue({
      code: 'custom',
      path: ['sub_type'],
      message: 'Sub type is required for Jewelry',
    });
  }
  if (product.type === 'Bags' && product.sub_type) {
    ctx.addIssue({ code: 'custom', path: ['sub_type'], message: 'Bags have no sub type' });
  }
  if (product.images && product.imageColors && product.imageColors.length > product.images.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['imageColors'],
      message: 'Each colour must belong to an image',
    });
  }
  // Object refinements also run when a field failed; compare only values that parsed as numbers.
  if (
    typeof product.price === 'number' &&
    typeof product.discounted_price === 'number' &&
    product.discounted_price > product.price
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['discounted_price'],
      message: 'Discounted price must not exceed the price',
    });
  }
}

/**
 * checkProductRules' rule on the type in the published API document's words: Jewelry names one of its
 * sub types, Bags none; an update that does not name the type is not held to it.
 */
function productTypeVariants(typeRequired: boolean) {
  const variants: Record<string, unknown>[] = [
    {
      title: 'Jewelry',
      properties: { type: { enum: ['Jewelry'] }, sub_type: { enum: [...JEWELRY_SUB_TYPES] } },
      required: ['type', 'sub_type'],
    },
    {
      title: 'Bags',
      properties: {
        type: { enum: ['Bags'] },
        sub_type: { enum: ['', 'null', null], nullable: true },
      },
      required: ['type'],
    },
  ];
  if (!typeRequired) variants.push({ title: 'Type not changed', not: { required: ['type'] } });
  return variants;
}

export const createProductBodySchema = productFieldsSchema
  .strict()
  .superRefine(checkProductRules)
  .superRefine(checkVariantRules)
  .superRefine((body, context) => {
    if (body.quantity === undefined && body.variants === undefined) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity is required' });
    }
  })
  .meta({ oneOf: productTypeVariants(true) });
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** Update takes any subset, e.g. only discounted_price for the bulk discount (spec §9). */
/**
 * An update may name the stock its form was loaded with (`quantity_was`): the server then applies the
 * change (quantity - quantity_was) to the stock as it is now, so units orders took while the form was
 * open are not put back by saving it. Without it, quantity is written as given (the spec's clients).
 */
export const updateProductBodySchema = productFieldsSchema
  .partial()
  .extend({ quantity_was: stockField.optional() })
  .strict()
  .superRefine(checkProductRules)
  .superRefine(checkVariantRules)
  .superRefine((body, context) => {
    if (body.variants !== undefined && body.quantity !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: "With variants, the stock is the variants' own",
      });
    }
    if (body.quantity_was !== undefined && body.quantity === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'Quantity is required with quantity_was',
      });
    }
  })
  .meta({ oneOf: productTypeVariants(false) });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/**
 * A variant in a product's answer: its own stock, and its own prices in rupees only where it has them
 * (else the product's apply).
 */
export const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  price: z.number().optional(),
  discounted_price: z.number().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  discounted_price: z.number(),
  show_price: flagSchema,
  top_featured: flagSchema,
  quantity: z.number().int(),
  type: productTypeSchema,
  sub_type: jewelrySubTypeSchema.nullable(),
  images: z.array(z.string()),
  imageColors: z.array(z.string()),
  addOns: z.array(z.object({ key: z.string(), price: z.number() })),
  /** The options its variants differ by, in order ('Colour', 'Size'…); [] for one plain variant. */
  options: z.array(z.string()),
  variants: z.array(variantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** What the storefront reads back from a stored product whatever its encoding. */
export function normaliseProductLists(product: {
  images: unknown;
  imageColors: unknown;
  addOns: unknown;
}) {
  return {
    images: normaliseStringList(product.images),
    imageColors: normaliseStringList(product.imageColors),
    addOns: normaliseAddOns(product.addOns),
  };
}

const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100';

/**
 * 'Update Discount' (spec §9): one percentage for every product, POST /api/admin/products/discount.
 * 0 puts every product back to its full price.
 */
export const bulkDiscountSchema = z
  .object({
    percent: numberInput('Discount is required', PERCENT_MESSAGE, (n) =>
      n.min(0, { error: PERCENT_MESSAGE }).max(100, { error: PERCENT_MESSAGE }),
    ),
  })
  .strict();
