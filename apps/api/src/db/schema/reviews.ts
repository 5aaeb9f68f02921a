import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/domain/review-status';
import { products } from './products';
import { belongsTo, inList, serialId, timestamptzNow } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: belongsTo('product_id', () => products.id),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** Moderation: only approved reviews are shown and counted on the storefront. */
    status: text('status').$type<ReviewStatus>().notNull().default('approved'),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} >= 1 AND ${table.rating} <= 5`),
    index('reviews_product_id_idx').on(table.productId, table.status),
    check('reviews_status_known', inList('status', REVIEW_STATUSES)),
  ],
);
