import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DiscountScope } from '@shop/domain/discounts';
import { productVariants } from './product-variants';
import { products } from './products';
import { belongsTo, serialId, timestamptz, timestamptzNow } from './columns';

/**
 * A sale the owner put on some products (decision 0025): who, when, on what, and when it was taken off.
 * The sale prices it replaced are kept in discount_prices, so taking it off puts them back.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** A percentage as the form or the spec's call sent it (12.5). */
    percent: doublePrecision('percent').notNull(),
    scope: text('scope').$type<DiscountScope>().notNull(),
    /** The type or sub type a 'type' or 'sub_type' discount was for; null otherwise. */
    scopeValue: text('scope_value'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptzNow('created_at'),
    removedBy: text('removed_by'),
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    index('discounts_active_idx')
      .on(table.id)
      .where(sql`${table.removedAt} IS NULL`),
    check('discounts_percent_range', sql`${table.percent} >= 0 AND ${table.percent} <= 100`),
  ],
);

/**
 * One sale price a discount wrote: the product's (variant_id null) or a variant's own. `previous` is
 * what it replaced (null: the variant had no own sale price), `applied` what the discount set, so a
 * price the owner changed since is told apart from the discount's.
 */
export const discountPrices = pgTable(
  'discount_prices',
  {
    id: serialId(),
    discountId: belongsTo('discount_id', () => discounts.id),
    productId: belongsTo('product_id', () => products.id),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    previous: integer('previous'),
    applied: integer('applied').notNull(),
  },
  (table) => [
    index('discount_prices_discount_id_idx').on(table.discountId),
    index('discount_prices_product_id_idx').on(table.productId),
  ],
);
