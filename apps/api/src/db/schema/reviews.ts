import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/domain/review-status';
import { products } from './products';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moderation: only approved reviews are shown and counted on the storefront. */
    status: text('status').$type<ReviewStatus>().notNull().default('approved'),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} >= 1 AND ${table.rating} <= 5`),
    index('reviews_product_id_idx').on(table.productId, table.status),
    check(
      'reviews_status_known',
      sql.raw(`status IN (${REVIEW_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);
