import { asc, desc, eq } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductChanges = Partial<Omit<NewProductRow, 'id' | 'createdAt' | 'updatedAt'>>;

export function createProductsRepository(db: Database) {
  return {
    list(): Promise<ProductRow[]> {
      return db.select().from(products).orderBy(asc(products.id));
    },
    /** The back office's table: the newest first; found by title, description, type or id. */
    adminList(q: string | undefined): AdminListReader<ProductRow> {
      const where = adminSearch(q, {
        texts: [products.title, products.description, products.type, products.subType],
        ids: [products.id],
      });
      return {
        count: async () => db.$count(products, where),
        rows: (limit, offset) =>
          db
            .select()
            .from(products)
            .where(where)
            .orderBy(desc(products.id))
            .limit(limit)
            .offset(offset),
      };
    },
    async findById(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },
    async insert(values: NewProductRow): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, changes: ProductChanges): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}
