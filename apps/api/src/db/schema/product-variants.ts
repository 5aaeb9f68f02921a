import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VariantOptions } from '@shop/domain/variants';
import { products } from './products';
import { belongsTo, serialId, timestamptzNow } from './columns';

/**
 * What a product is sold as: one combination of its options (Colour, Size…) with its own SKU and stock,
 * and optionally its own price and sale price in paisa (null: the product's). Its stock is written only
 * by the inventory module, each change with a row in stock_movements (decision 0024).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serialId(),
    productId: belongsTo('product_id', () => products.id),
    sku: text('sku').notNull(),
    /** Option key → value, the keys the product's options name ({ colour: 'Red', size: '2.4' }). */
    options: jsonb('options').$type<VariantOptions>().notNull().default({}),
    quantity: integer('quantity').notNull().default(0),
    price: integer('price'),
    discountedPrice: integer('discounted_price'),
    /** The order the owner lists them in; the first is the one a product page selects. */
    position: integer('position').notNull().default(0),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('product_variants_sku_unique').on(sql`lower(${table.sku})`),
    uniqueIndex('product_variants_product_options_unique').on(table.productId, table.options),
    index('product_variants_product_id_idx').on(table.productId, table.position, table.id),
    check('product_variants_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('product_variants_price_positive', sql`${table.price} IS NULL OR ${table.price} > 0`),
    check(
      'product_variants_discounted_price_not_negative',
      sql`${table.discountedPrice} IS NULL OR ${table.discountedPrice} >= 0`,
    ),
  ],
);
