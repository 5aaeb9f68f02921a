import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './products';

/** The server's copy of shoppers' carts (admin "View Cart"); cart_id is the browser's random UUID. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    selectedColor: text('selected_color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_items_cart_product_colour_unique').on(
      table.cartId,
      table.productId,
      table.selectedColor,
    ),
    check('cart_items_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);
