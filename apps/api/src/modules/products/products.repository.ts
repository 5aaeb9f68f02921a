import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { adminSearch, tableReader, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { productVariants } from '../../db/schema/product-variants';
import { products } from '../../db/schema/products';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductChanges = Partial<Omit<NewProductRow, 'id' | 'createdAt' | 'updatedAt'>>;
/** Everything an owner edits of a product (the form's fields), as stored: paisa and booleans. */
export type ProductValues = Required<Omit<ProductChanges, 'unitsSold'>>;

/** Rows per statement of an import: an INSERT takes 12 parameters a row, an UPDATE one JSON text. */
const IMPORT_BATCH = 500;

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
      return tableReader(db, products, where, [desc(products.id)]);
    },
    /** Every product, a slice at a time in id order (the CSV export), so none is held for long. */
    async *slices(size = 500): AsyncGenerator<ProductRow[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(products)
          .where(gt(products.id, after))
          .orderBy(asc(products.id))
          .limit(size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
        after = rows[rows.length - 1]?.id ?? after;
      }
    },
    /**
     * The products with these ids. `lock` holds them until the transaction ends (in id order, as orders
     * lock them, so the two never wait on each other in a circle).
     */
    findByIds(ids: number[], options: { lock?: boolean } = {}): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      const query = db
        .select()
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id));
      return options.lock ? query.for('update') : query;
    },
    /** Inserts the products with no stock (the inventory gives it); answers them in the same order. */
    async insertMany(values: ProductValues[]): Promise<ProductRow[]> {
      const inserted: ProductRow[] = [];
      for (let start = 0; start < values.length; start += IMPORT_BATCH) {
        const batch = values
          .slice(start, start + IMPORT_BATCH)
          .map((value) => ({ ...value, quantity: 0 }));
        inserted.push(...(await db.insert(products).values(batch).returning()));
      }
      return inserted;
    },
    /**
     * Writes each product's edited fields whole but its stock (the inventory's), a batch per statement
     * (rows as one JSON text).
     */
    async updateMany(rows: (ProductValues & { id: number })[]): Promise<void> {
      for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
        const batch = JSON.stringify(rows.slice(start, start + IMPORT_BATCH));
        await db.execute(sql`
          update ${products} set
            title = v.title, description = v.description, price = v.price,
            discounted_price = v."discountedPrice", show_price = v."showPrice",
            top_featured = v."topFeatured", type = v.type,
            sub_type = v."subType", images = v.images, image_colors = v."imageColors",
            add_ons = v."addOns", options = v.options, updated_at = now()
          from jsonb_to_recordset(${batch}::jsonb) as v(
            id int, title text, description text, price int, "discountedPrice" int,
            "showPrice" boolean, "topFeatured" boolean, type text, "subType" text,
            images jsonb, "imageColors" jsonb, "addOns" jsonb, options jsonb)
          where ${products.id} = v.id`);
      }
    },
    /** The stored variants holding any of these SKUs (in any case): an import matches by SKU first. */
    variantsWithSkus(skus: readonly string[]): Promise<(typeof productVariants.$inferSelect)[]> {
      if (skus.length === 0) return Promise.resolve([]);
      const lower = [...new Set(skus.map((sku) => sku.toLowerCase()))];
      return db
        .select()
        .from(productVariants)
        .where(inArray(sql`lower(${productVariants.sku})`, lower));
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
    /** The fields an owner edits; never the stock (the inventory's, issue #27). */
    async update(
      id: number,
      changes: Omit<ProductChanges, 'quantity' | 'unitsSold'>,
    ): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, products, id);
    },
  };
}
