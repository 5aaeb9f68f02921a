import { z } from 'zod';
import {
  JEWELRY_SUB_TYPES,
  PRODUCT_ADD_ONS_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_PRICE_MAX_RUPEES,
  TEXT_MAX_LENGTH as MAX,
} from '../constants';
import { normaliseAddOns, normaliseStringList, parseDeep } from '../normalise';
import { productRuleProblems } from '../product-rules';
import { NOT_BLANK_PATTERN } from '../patterns';
import { AT_LEAST_ONE_PAISA, numberInput, rupeesField } from './number-fields.schema';
import { flagField, flagSchema, jewelrySubTypeSchema, productTypeSchema } from './fields.schema';
import { requiredText, tooLong } from './text-fields.schema';
import { optionNamesField, stockField, variantsField } from './variant-input.schema';

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

/** The domain's product rules (product-rules.ts) as the schema's issues, under the fields they name. */
function checkRules(product: Partial<z.infer<typeof productFieldsSchema>>, ctx: z.RefinementCtx) {
  // Object refinements also run when a field failed: the rules compare only values that parsed.
  for (const problem of productRuleProblems(product)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
}

/**
 * The rule on the type (product-rules.ts) in the published API document's words: Jewelry names one of its
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
  .superRefine(checkRules)
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
  .superRefine(checkRules)
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
