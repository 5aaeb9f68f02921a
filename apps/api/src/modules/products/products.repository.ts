import { asc, desc, eq, sql } from 'drizzle-orm';
import { PRODUCT_STOCK_MAX } from '@shop/domain/constants';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/products';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductChanges = Partial<Omit<NewProductRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** Rows per UPDATE of the bulk discount: two parameters each, far below PostgreSQL's 65,535. */
const DISCOUNT_BATCH = 1000;

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
    /** `stockChange` adds to the stock as it is at the moment of writing (never below 0). */
    async update(
      id: number,
      changes: ProductChanges,
      stockChange?: number,
    ): Promise<ProductRow | undefined> {
      const stock =
        stockChange === undefined
          ? {}
          : {
              quantity: sql`least(greatest(${products.quantity} + ${stockChange}, 0), ${PRODUCT_STOCK_MAX})`,
            };
      const [row] = await db
        .update(products)
        .set({ ...changes, ...stock, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
    /**
     * Sets every product's discounted price to `discounted(price)`, in one transaction holding the
     * rows, so a price edited meanwhile waits and is not discounted from its old value. Returns how
     * many products were updated.
     */
    discountAll(discounted: (price: number) => number): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: products.id, price: products.price })
          .from(products)
          .orderBy(asc(products.id))
          .for('update');
        for (let start = 0; start < rows.length; start += DISCOUNT_BATCH) {
          const values = rows
            .slice(start, start + DISCOUNT_BATCH)
            .map((row) => sql`(${row.id}::int, ${discounted(row.price)}::int)`);
          await tx.execute(sql`
            update ${products} set discounted_price = v.discounted, updated_at = now()
            from (values ${sql.join(values, sql`, `)}) as v(id, discounted)
            where ${products.id} = v.id`);
        }
        return rows.length;
      });
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
