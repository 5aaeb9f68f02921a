import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { productVariants } from './product-variants';
import { products } from './products';
import { belongsTo, serialId } from './columns';

/** A copy of what was bought, taken when the order was placed; survives the product's deletion. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    selectedColor: text('selected_color').notNull().default(''),
    /** The variant sold (null once deleted); its SKU and name are copied as they were. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku').notNull().default(''),
    /** The variant's option values as a person reads them ('Red / 2.4'); '' for a product without. */
    variantName: text('variant_name').notNull().default(''),
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
