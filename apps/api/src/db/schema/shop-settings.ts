import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns';

/**
 * The texts the owner writes for the storefront (issue #26): delivery time, exchange policy, WhatsApp
 * number. One row (id 1), written by the back office's Shop settings screen; no row means the shop
 * shows the domain's defaults (DEFAULT_SHOP_SETTINGS).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    deliveryTime: text('delivery_time').notNull(),
    exchangePolicy: text('exchange_policy').notNull(),
    /** 03XXXXXXXXX, or '' for none. */
    whatsappNumber: text('whatsapp_number').notNull(),
    updatedAt: timestamptzNow('updated_at'),
  },
  () => [check('shop_settings_one_row', sql`id = 1`)],
);
