import { desc, eq } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

/** PostgreSQL's foreign_key_violation, however the driver (and Drizzle) wrap it. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createReviewsRepository(db: Database) {
  return {
    /** Newest first. */
    list(): Promise<ReviewRow[]> {
      return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
    },
    /** The back office's table: newest first; found by comment, or by its id or its product's. */
    adminList(q: string | undefined): AdminListReader<ReviewRow> {
      const where = adminSearch(q, {
        texts: [reviews.comment],
        ids: [reviews.id, reviews.productId],
      });
      return {
        count: async () => db.$count(reviews, where),
        rows: (limit, offset) =>
          db
            .select()
            .from(reviews)
            .where(where)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(offset),
      };
    },
    listForProduct(productId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },
    async productExists(productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      return row !== undefined;
    },
    /** Undefined when the product does not exist (or was deleted meanwhile). */
    async insert(values: {
      productId: number;
      comment: string;
      rating: number;
    }): Promise<ReviewRow | undefined> {
      try {
        const [row] = await db.insert(reviews).values(values).returning();
        return row;
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}
