import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

/** Money is whole paisa (1 rupee = 100 paisa); the API speaks rupees. */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    showPrice: boolean('show_price').notNull().default(false),
    topFeatured: boolean('top_featured').notNull().default(false),
    /** The sum of its variants' stock, kept by the inventory module in the same transaction. */
    quantity: integer('quantity').notNull().default(0),
    type: text('type').notNull(),
    subType: text('sub_type'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    imageColors: jsonb('image_colors').$type<string[]>().notNull().default([]),
    addOns: jsonb('add_ons').$type<{ key: string; price: number }[]>().notNull().default([]),
    /** The options its variants differ by, in order (up to three; 'Colour' first when it has one). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Units ordered over the product's life: the catalogue's "best sellers first". */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * Title and description lower-cased without accents (shop_search_text, migration 0003), searched
     * with pg_trgm: partial words and words with a letter wrong still match.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`shop_search_text(title, description)`),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [
    check('products_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('products_price_positive', sql`${table.price} > 0`),
    check(
      'products_discounted_price_range',
      sql`${table.discountedPrice} >= 0 AND ${table.discountedPrice} <= ${table.price}`,
    ),
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_type_sub_type_idx').on(table.type, table.subType),
    index('products_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('products_discounted_price_idx').on(table.discountedPrice, table.id),
    index('products_units_sold_idx').on(table.unitsSold.desc(), table.id.desc()),
    index('products_top_featured_idx').on(table.topFeatured, table.id),
  ],
);
