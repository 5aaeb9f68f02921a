import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** Whole percentage. */
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_discount_range', sql`${table.discount} >= 1 AND ${table.discount} <= 100`),
    // Shoppers type codes in any case, so 'Welcome10' and 'WELCOME10' must not both exist.
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${table.code})`),
  ],
);
