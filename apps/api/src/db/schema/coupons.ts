import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    // The column keeps its first name (`code`); the code calls it couponCode (docs/naming.md).
    couponCode: text('code').notNull().unique(),
    /** Whole percentage. */
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optional rules, each checked inside the order's transaction under the coupon's row lock. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Least order total (whole paisa, before the discount and delivery) the coupon applies to. */
    minOrderTotal: bigint('min_order_total', { mode: 'number' }),
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
