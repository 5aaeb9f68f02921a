import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StockReason } from '@shop/domain/stock';
import { orders } from './orders';
import { productVariants } from './product-variants';

/**
 * The stock ledger: every change of a variant's stock, written in the transaction that changed it, so
 * a variant's movements add up to its stock (npm run admin -- check-stock).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A staff e-mail, "shopper" or "system" (domain actorName). */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_variant_id_idx').on(table.variantId, table.id),
    index('stock_movements_order_id_idx').on(table.orderId),
  ],
);
