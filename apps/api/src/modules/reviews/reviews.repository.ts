import type { ReviewStatus } from '@shop/domain/review-status';
import { SHOWN_REVIEW_STATUS } from '@shop/domain/review-status';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { updateById } from '../../db/update-by-id';
import { rowExists } from '../../db/row-exists';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithProductRow = ReviewRow & {
  productTitle: string;
  productImage: string | null;
};

/** PostgreSQL's foreign_key_violation, however the driver (and Drizzle) wrap it. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

export function createReviewsRepository(db: Database) {
  return {
    /** Every review, whatever its status, newest first (the spec's staff list). */
    list(): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .orderBy(...newestFirst);
    },
    /**
     * The back office's table: found by comment, or by its id or its product's; of one status, or of
     * all with the waiting ones first (the ones staff have to check), each part newest first.
     */
    adminList(filter: { q?: string | undefined; status?: ReviewStatus | undefined }) {
      const where = and(
        adminSearch(filter.q, { texts: [reviews.comment], ids: [reviews.id, reviews.productId] }),
        filter.status ? eq(reviews.status, filter.status) : undefined,
      );
      const order = filter.status
        ? newestFirst
        : [sql`${reviews.status} = ${'pending'} desc`, ...newestFirst];
      const reader: AdminListReader<ReviewWithProductRow> = {
        count: async () => db.$count(reviews, where),
        rows: (limit, offset) =>
          db
            .select({
              ...getTableColumns(reviews),
              productTitle: products.title,
              productImage: sql<string | null>`${products.images} ->> 0`,
            })
            .from(reviews)
            .innerJoin(products, eq(products.id, reviews.productId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
      };
      return reader;
    },
    /** How many reviews wait to be checked. */
    countWaiting(): Promise<number> {
      return db.$count(reviews, eq(reviews.status, 'pending'));
    },
    /** The reviews a product page shows: approved ones only, newest first. */
    listShownForProduct(productId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, SHOWN_REVIEW_STATUS)))
        .orderBy(...newestFirst);
    },
    productExists(productId: number): Promise<boolean> {
      return rowExists(db, products, eq(products.id, productId));
    },
    /** Undefined when the product does not exist (or was deleted meanwhile). */
    async insert(values: {
      productId: number;
      comment: string;
      rating: number;
      status: ReviewStatus;
    }): Promise<ReviewRow | undefined> {
      try {
        const [row] = await db.insert(reviews).values(values).returning();
        return row;
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
    },
    /** Undefined when there is no such review. One statement: two staff at once both succeed. */
    setStatus(id: number, status: ReviewStatus): Promise<ReviewRow | undefined> {
      return updateById(db, reviews, id, { status });
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, reviews, id);
    },
  };
}
