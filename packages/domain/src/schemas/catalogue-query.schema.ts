/**
 * GET /api/products: one page of the catalogue, filtered, searched and sorted on the server. The same
 * names travel in the storefront's address (/products?type=Jewelry&sub_type=Rings&q=gold&sort=…&page=2),
 * so a shared link shows the same page.
 */
import { z } from 'zod';
import { CATALOGUE_SORTS, JEWELRY_SUB_TYPES, PRODUCT_TYPES } from '../constants';
import { jewelrySubTypeSchema, productTypeSchema } from './fields.schema';
import { blankToUndefined, pageParamSchema, searchParamSchema } from './list-query.schema';
import { productSchema, variantSchema } from './product.schema';

export const catalogueQuerySchema = z
  .object({
    type: z.preprocess(blankToUndefined, productTypeSchema.optional()),
    sub_type: z.preprocess(blankToUndefined, jewelrySubTypeSchema.optional()),
    /** Only best sellers (top_featured), as on the home page. */
    featured: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: 'Featured must be true or false' })
        .transform((value) => value === 'true')
        .optional(),
    ),
    q: searchParamSchema,
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(CATALOGUE_SORTS, { error: `Sort must be one of ${CATALOGUE_SORTS.join(', ')}` })
        .optional(),
    ),
    page: pageParamSchema,
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.sub_type && query.type === 'Bags') {
      ctx.addIssue({ code: 'custom', path: ['sub_type'], message: 'Bags have no sub type' });
    }
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** What a product card shows: the product's id, title and prices, its first image, stock, type. */
export const productCardSchema = productSchema
  .pick({ id: true, title: true, price: true, discounted_price: true, show_price: true })
  .extend({
    /** The first image, or '' when the product has none. */
    image: z.string(),
    quantity: z.number().int(),
    type: z.string(),
    sub_type: z.string().nullable(),
    /** Its variants with their own stock (the catalogue's page; the related cards leave them out). */
    variants: z.array(variantSchema).optional(),
  });
export type ProductCard = z.infer<typeof productCardSchema>;

export const catalogueCountsSchema = z.object({
  all: z.number().int(),
  types: z.object(Object.fromEntries(PRODUCT_TYPES.map((type) => [type, z.number().int()]))),
  subTypes: z.object(Object.fromEntries(JEWELRY_SUB_TYPES.map((sub) => [sub, z.number().int()]))),
});

export const cataloguePageSchema = z.object({
  products: z.array(productCardSchema),
  /** Products matching the filter and search. */
  total: z.number().int(),
  /** The page answered: the one asked for, clamped to the last page (spec §4). */
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.number().int(),
  /** Matches of the search per type and sub-type, for the sidebar (the category filter aside). */
  counts: catalogueCountsSchema,
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
