import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A placed order (the spec's "shipping"). Amounts are whole paisa, computed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shippingInfo: jsonb('shipping_info').$type<Record<string, unknown>>().notNull(),
    couponCode: text('coupon_code'),
    /** Coupon percentage applied, 0 when none. */
    discount: integer('discount').notNull().default(0),
    // bigint: many lines of a dear product pass the 21 million rupees an integer column holds.
    originalTotal: bigint('original_total', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_discount_range', sql`${table.discount} >= 0 AND ${table.discount} <= 100`),
    check(
      'orders_amounts_not_negative',
      sql`${table.originalTotal} >= 0 AND ${table.totalPrice} >= 0 AND ${table.deliveryFee} >= 0 AND ${table.grandTotal} >= 0`,
    ),
  ],
);
