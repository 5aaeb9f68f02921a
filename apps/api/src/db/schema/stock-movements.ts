import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { StockReason } from '@shop/domain/stock';
import { orders } from './orders';
import { productVariants } from './product-variants';
import { belongsTo, serialId, timestamptzNow } from './columns';

/**
 * The stock ledger: every change of a variant's stock, written in the transaction that changed it, so
 * a variant's movements add up to its stock (npm run admin -- check-stock).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serialId(),
    variantId: belongsTo('variant_id', () => productVariants.id),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A staff e-mail, "shopper" or "system" (domain actorName). */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamptzNow('at'),
  },
  (table) => [
    index('stock_movements_variant_id_idx').on(table.variantId, table.id),
    index('stock_movements_order_id_idx').on(table.orderId),
  ],
);
