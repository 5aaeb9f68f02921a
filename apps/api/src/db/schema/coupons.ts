import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { paisa, serialId, timestamptz, timestamptzNow } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    // The column keeps its first name (`code`); the code calls it couponCode (docs/naming.md).
    couponCode: text('code').notNull().unique(),
    /** Whole percentage. */
    discount: integer('discount').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** Optional rules, each checked inside the order's transaction under the coupon's row lock. */
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** Least order total (whole paisa, before the discount and delivery) the coupon applies to. */
    minOrderTotal: paisa('min_order_total'),
    /** How many orders may use it in all; orders cancelled give their use back. */
    maxUses: integer('max_uses'),
    onePerPhone: boolean('one_per_phone').notNull().default(false),
  },
  (table) => [
    check('coupons_discount_range', sql`${table.discount} >= 1 AND ${table.discount} <= 100`),
    // Shoppers type codes in any case, so 'Welcome10' and 'WELCOME10' must not both exist.
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${table.couponCode})`),
    check('coupons_max_uses_positive', sql`${table.maxUses} IS NULL OR ${table.maxUses} >= 1`),
    check(
      'coupons_min_order_total_not_negative',
      sql`${table.minOrderTotal} IS NULL OR ${table.minOrderTotal} >= 0`,
    ),
    check(
      'coupons_dates_in_order',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);
