/**
 * The SQL of discounts (decision 0025): the products a scope covers, locked as every writer of stock
 * and prices locks them (products, then their variants, each in id order); the sale prices a discount
 * wrote and replaced; and the discounts themselves.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { discountPrices, discounts } from '../../db/schema/discounts';
import { productVariants } from '../../db/schema/product-variants';
import { createInventoryRepository } from '../inventory/inventory.repository';
import { products } from '../../db/schema/products';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountPriceRow = typeof discountPrices.$inferSelect;
export type NewDiscountPrice = Omit<typeof discountPrices.$inferInsert, 'id' | 'discountId'>;
export type DiscountWithCount = DiscountRow & { products: number };

/** What a discount covers, as the service resolved it from the request. */
export type ScopeFilter =
  | { scope: 'all' }
  | { scope: 'type' | 'sub_type'; value: string }
  | { scope: 'products'; productIds: number[] };

/** Rows per UPDATE or INSERT: a few parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1000;

function whereScope(filter: ScopeFilter): SQL | undefined {
  switch (filter.scope) {
    case 'all':
      return undefined;
    case 'type':
      return eq(products.type, filter.value);
    case 'sub_type':
      return eq(products.subType, filter.value);
    case 'products':
      return inArray(products.id, filter.productIds);
  }
}

const activeDiscount = isNull(discounts.removedAt);

/**
 * How many products a discount put on sale (its product-level rows). Written out in full: Drizzle
 * leaves table names off columns in a one-table select, which would bind them inside the subquery.
 */
const productCount = sql<number>`(
  select count(*)::int from discount_prices dp
  where dp.discount_id = "discounts"."id" and dp.variant_id is null)`;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH));
  }
}

export function createDiscountsRepository(db: Database) {
  return {
    /**
     * The products a scope covers, locked until the transaction ends, then their variants: through the
     * inventory's lock, the one order every writer of prices and stock takes (decision 0024).
     */
    async lockScope(filter: ScopeFilter) {
      const inScope = await db.select({ id: products.id }).from(products).where(whereScope(filter));
      return createInventoryRepository(db).lock(inScope.map((product) => product.id));
    },

    /** The products of a scope that an active discount already covers, with that discount's name. */
    clashes(filter: ScopeFilter): Promise<{ title: string; discount: string }[]> {
      return db
        .selectDistinct({ id: products.id, title: products.title, discount: discounts.name })
        .from(discountPrices)
        .innerJoin(discounts, eq(discounts.id, discountPrices.discountId))
        .innerJoin(products, eq(products.id, discountPrices.productId))
        .where(and(activeDiscount, whereScope(filter)))
        .orderBy(asc(products.id));
    },

    async insert(
      values: Omit<typeof discounts.$inferInsert, 'id' | 'createdAt'>,
      prices: NewDiscountPrice[],
    ): Promise<DiscountRow> {
      const [row] = await db.insert(discounts).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await inBatches(prices, (batch) =>
        db.insert(discountPrices).values(batch.map((price) => ({ ...price, discountId: row.id }))),
      );
      return row;
    },

    /** The discount's row, held until the transaction ends (two staff removing it: one waits). */
    async lockDiscount(id: number): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discounts).where(eq(discounts.id, id)).for('update');
      return row;
    },

    pricesOf(discountId: number): Promise<DiscountPriceRow[]> {
      return db
        .select()
        .from(discountPrices)
        .where(eq(discountPrices.discountId, discountId))
        .orderBy(asc(discountPrices.id));
    },

    async markRemoved(id: number, actor: string): Promise<DiscountRow> {
      const [row] = await db
        .update(discounts)
        .set({ removedAt: new Date(), removedBy: actor })
        .where(eq(discounts.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async setProductSalePrices(rows: { id: number; discountedPrice: number }[]): Promise<void> {
      await inBatches(rows, (batch) =>
        db.execute(sql`
          update ${products} set discounted_price = v.discounted, updated_at = now()
          from (values ${sql.join(
            batch.map((row) => sql`(${row.id}::int, ${row.discountedPrice}::int)`),
            sql`, `,
          )}) as v(id, discounted)
          where ${products.id} = v.id`),
      );
    },

    async setVariantSalePrices(rows: { id: number; discountedPrice: number | null }[]) {
      await inBatches(rows, (batch) =>
        db.execute(sql`
          update ${productVariants} set discounted_price = v.discounted
          from (values ${sql.join(
            batch.map((row) => sql`(${row.id}::int, ${row.discountedPrice}::int)`),
            sql`, `,
          )}) as v(id, discounted)
          where ${productVariants.id} = v.id`),
      );
    },

    async withCount(id: number): Promise<DiscountWithCount | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(discounts), products: productCount })
        .from(discounts)
        .where(eq(discounts.id, id));
      return row;
    },

    /** The back office's list: the discounts still on, newest first, found by name. */
    /** The discounts on every product that are still on (the spec's Update Discount replaces them). */
    async activeOnAll(): Promise<number[]> {
      const rows = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(activeDiscount, eq(discounts.scope, 'all')))
        .orderBy(asc(discounts.id));
      return rows.map((row) => row.id);
    },

    active(q: string | undefined): AdminListReader<DiscountWithCount> {
      const where = and(activeDiscount, adminSearch(q, { texts: [discounts.name], ids: [] }));
      return {
        count: async () => db.$count(discounts, where),
        rows: (limit, offset) =>
          db
            .select({ ...getTableColumns(discounts), products: productCount })
            .from(discounts)
            .where(where)
            .orderBy(desc(discounts.id))
            .limit(limit)
            .offset(offset),
      };
    },
  };
}
