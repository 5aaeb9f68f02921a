import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { products } from './products';
import { productVariants } from './product-variants';
import { belongsTo, serialId, timestamptzNow } from './columns';

/** The server's copy of shoppers' carts (admin "View Cart"); cart_id is the browser's random UUID. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    cartId: text('cart_id').notNull(),
    productId: belongsTo('product_id', () => products.id),
    selectedColor: text('selected_color').notNull().default(''),
    /**
     * The variant chosen (issue #27), or null for a line that names only a colour matching none or
     * several. A line whose variant the owner deletes goes with it: it describes nothing on sale.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamptzNow('updated_at'),
  },
  (table) => [
    // Two sizes of one colour are two lines; a line without a variant is one per colour still.
    unique('cart_items_cart_line_unique')
      .on(table.cartId, table.productId, table.selectedColor, table.variantId)
      .nullsNotDistinct(),
    check('cart_items_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);
