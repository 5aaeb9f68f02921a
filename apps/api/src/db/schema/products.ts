import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Money is whole paisa (1 rupee = 100 paisa); the API speaks rupees. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    showPrice: boolean('show_price').notNull().default(false),
    topFeatured: boolean('top_featured').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    type: text('type').notNull(),
    subType: text('sub_type'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    imageColors: jsonb('image_colors').$type<string[]>().notNull().default([]),
    addOns: jsonb('add_ons').$type<{ key: string; price: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('products_price_positive', sql`${table.price} > 0`),
    check(
      'products_discounted_price_range',
      sql`${table.discountedPrice} >= 0 AND ${table.discountedPrice} <= ${table.price}`,
    ),
  ],
);
