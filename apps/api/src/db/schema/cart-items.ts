import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './products';
import { productVariants } from './product-variants';

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
    /**
     * The variant chosen (issue #27), or null for a line that names only a colour matching none or
     * several. A line whose variant the owner deletes goes with it: it describes nothing on sale.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two sizes of one colour are two lines; a line without a variant is one per colour still.
    unique('cart_items_cart_line_unique')
      .on(table.cartId, table.productId, table.selectedColor, table.variantId)
      .nullsNotDistinct(),
    check('cart_items_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);
