import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { products } from './products';

/** A copy of what was bought, taken when the order was placed; survives the product's deletion. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    selectedColor: text('selected_color').notNull().default(''),
    image: text('image').notNull().default(''),
    type: text('type').notNull(),
    subType: text('sub_type'),
  },
  (table) => [
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_unit_price_not_negative', sql`${table.unitPrice} >= 0`),
    index('order_lines_order_id_idx').on(table.orderId),
  ],
);
