/** What the server needs to describe pages to search engines and link previews: bounded queries. */
import { averageRating } from '@shop/domain/review-rating';
import { SHOWN_REVIEW_STATUS } from '@shop/domain/review-status';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';

export interface ProductForPage {
  id: number;
  title: string;
  description: string;
  price: number;
  discountedPrice: number;
  quantity: number;
  type: string;
  images: string[];
  /** Approved reviews only: the ones the page shows. */
  reviewCount: number;
  /** Their mean rating (domain averageRating), null without any. */
  rating: number | null;
}

export function createSeoRepository(db: Database) {
  return {
    async productForPage(id: number): Promise<ProductForPage | undefined> {
      const [found] = await db
        .select({
          id: products.id,
          title: products.title,
          description: products.description,
          price: products.price,
          discountedPrice: products.discountedPrice,
          quantity: products.quantity,
          type: products.type,
          images: products.images,
          reviewCount: sql<number>`count(${reviews.id})::int`,
          ratingTotal: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
        })
        .from(products)
        .leftJoin(
          reviews,
          and(eq(reviews.productId, products.id), eq(reviews.status, SHOWN_REVIEW_STATUS)),
        )
        .groupBy(products.id)
        .where(eq(products.id, id));
      if (!found) return undefined;
      const { ratingTotal, ...product } = found;
      return { ...product, rating: averageRating(ratingTotal, found.reviewCount) };
    },

    /** Every product's page and its last change, the newest first. */
    productPages() {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .orderBy(desc(products.updatedAt));
    },

    /** The last change in each category and sub-category: when its catalogue page last changed. */
    sectionChanges() {
      return db
        .select({
          type: products.type,
          subType: products.subType,
          updatedAt: max(products.updatedAt),
        })
        .from(products)
        .groupBy(products.type, products.subType);
    },
  };
}
