/** Discounts the owner puts on and takes off (issue #27, decision 0025): the form and the API. */
import { z } from 'zod';
import { DISCOUNT_SCOPES, type DiscountScope } from '../discounts';
import { boundedText } from './text-fields.schema';
import { idField, numberInput } from './number-fields.schema';
import { jewelrySubTypeSchema, productTypeSchema } from './fields.schema';

export const DISCOUNT_NAME_MAX = 100;
/** The most products one selection in the back office names (a page is 20; several pages at most). */
export const DISCOUNT_PRODUCTS_MAX = 1000;
const PERCENT_MESSAGE = 'Enter a percentage above 0, at most 100';

export const discountPercentField = numberInput('Discount is required', PERCENT_MESSAGE, (n) =>
  n.gt(0, { error: PERCENT_MESSAGE }).max(100, { error: PERCENT_MESSAGE }),
);

/**
 * The superRefine's rule per scope, for the API document: each scope names its own field (a type, a
 * sub type, at least one product). The scopes are one each, so exactly one entry matches.
 */
function discountScopeVariants() {
  const scope = (value: DiscountScope) => ({ enum: [value] });
  return [
    { title: 'Every product', properties: { scope: scope('all') }, required: ['scope'] },
    { title: 'A type', properties: { scope: scope('type') }, required: ['scope', 'type'] },
    {
      title: 'A sub type',
      properties: { scope: scope('sub_type') },
      required: ['scope', 'sub_type'],
    },
    {
      title: 'The products selected',
      properties: { scope: scope('products'), productIds: { minItems: 1 } },
      required: ['scope', 'productIds'],
    },
  ];
}

/**
 * POST /api/admin/discounts: a name, a percentage and what it covers: every product, a type, a sub type,
 * or the products selected in the list. Each scope names its own field, so a 400 says which is missing.
 */
export const newDiscountBodySchema = z
  .object({
    name: boundedText('Name', DISCOUNT_NAME_MAX),
    percent: discountPercentField,
    scope: z.enum(DISCOUNT_SCOPES, {
      error: `Scope must be one of ${DISCOUNT_SCOPES.join(', ')}`,
    }),
    type: productTypeSchema.optional(),
    sub_type: jewelrySubTypeSchema.optional(),
    productIds: z
      .array(idField)
      .max(DISCOUNT_PRODUCTS_MAX, { error: `At most ${DISCOUNT_PRODUCTS_MAX} products` })
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.scope === 'type' && !body.type) {
      context.addIssue({ code: 'custom', path: ['type'], message: 'Choose a type' });
    }
    if (body.scope === 'sub_type' && !body.sub_type) {
      context.addIssue({ code: 'custom', path: ['sub_type'], message: 'Choose a sub type' });
    }
    if (body.scope === 'products' && !body.productIds?.length) {
      context.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: 'Select at least one product',
      });
    }
  })
  .meta({ oneOf: discountScopeVariants() });
export type NewDiscountBody = z.infer<typeof newDiscountBodySchema>;

export const discountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percent: z.number(),
  scope: z.enum(DISCOUNT_SCOPES),
  /** The type or sub type it covers, for those scopes. */
  scopeValue: z.string().nullable(),
  /** How many products it put on sale. */
  products: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  removedBy: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

/** What taking a discount off did: sale prices put back, and those kept because the owner changed them. */
export const removedDiscountSchema = z.object({
  discount: discountSchema,
  restored: z.number().int(),
  kept: z.number().int(),
});
export type RemovedDiscount = z.infer<typeof removedDiscountSchema>;
