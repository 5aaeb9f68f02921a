/**
 * The only SQL that writes stock: variants' quantities, their movements, and the product's quantity
 * kept as the sum over its variants. Callers reach it through inventory.ts, inside their transaction.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { productVariants } from '../../db/schema/product-variants';
import { products } from '../../db/schema/products';
import { stockMovements } from '../../db/schema/stock-movements';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = Omit<typeof productVariants.$inferInsert, 'id' | 'createdAt'>;
export type NewMovementRow = Omit<typeof stockMovements.$inferInsert, 'id' | 'at'>;

/** What a product's lock answers: what an order needs to price a line and copy it. */
export interface LockedProduct {
  id: number;
  title: string;
  price: number;
  discountedPrice: number;
  quantity: number;
  type: string;
  subType: string | null;
  images: string[];
  imageColors: string[];
  options: string[];
}

/** The columns of LockedProduct. */
const lockedProductColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  discountedPrice: products.discountedPrice,
  quantity: products.quantity,
  type: products.type,
  subType: products.subType,
  images: products.images,
  imageColors: products.imageColors,
  options: products.options,
};

/** A variant whose stock and ledger disagree, or a product whose quantity is not its variants' sum. */
export interface StockMismatch {
  kind: 'variant' | 'product';
  id: number;
  label: string;
  stock: number;
  expected: number;
}

export function createInventoryRepository(db: Database) {
  return {
    /**
     * Locks the products, then their variants, each in id order: every writer of stock takes its locks
     * in this one order, so two never wait on each other in a cycle. Answers both: what a caller prices
     * and copies of a product comes with its lock, without another round trip.
     */
    async lock(
      productIds: readonly number[],
    ): Promise<{ products: LockedProduct[]; variants: VariantRow[] }> {
      if (productIds.length === 0) return { products: [], variants: [] };
      const ids = [...new Set(productIds)];
      const locked = await db
        .select(lockedProductColumns)
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
      const variants = await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.id))
        .for('update');
      return { products: locked, variants };
    },

    /**
     * As lock, in one statement, for a sale: each product joined with its variants and every row
     * locked, in product then variant id order. A variant's lock is only ever taken under its
     * product's (every writer locks the product first), so locking each product's variants right
     * after it keeps the one order that matters, the products', and costs one round trip less while
     * the products are held (bench/order-path.ts). A product without a variant has nothing to sell
     * and is left out, as one that no longer exists. READ COMMITTED re-reads a locked row that
     * changed while this waited; a variant added meanwhile is not seen (the order is refused).
     */
    lockForSale(
      productIds: readonly number[],
    ): Promise<{ products: LockedProduct[]; variants: VariantRow[] }> {
      if (productIds.length === 0) return Promise.resolve({ products: [], variants: [] });
      return db
        .select({ product: lockedProductColumns, variant: productVariants })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(inArray(products.id, [...new Set(productIds)]))
        .orderBy(asc(products.id), asc(productVariants.id))
        .for('update')
        .then((rows) => {
          const byId = new Map(rows.map((row) => [row.product.id, row.product]));
          return { products: [...byId.values()], variants: rows.map((row) => row.variant) };
        });
    },

    async productIdsOf(variantIds: readonly number[]): Promise<number[]> {
      if (variantIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ productId: productVariants.productId })
        .from(productVariants)
        .where(inArray(productVariants.id, [...variantIds]));
      return rows.map((row) => row.productId);
    },

    /**
     * Takes the units of every line in one statement (one round trip, whatever the number of lines):
     * each variant with a conditional update, its movement written, and its product's quantity and
     * units sold brought along. Answers the variants taken; one missing did not have the units (its
     * caller rolls the transaction back). The product's sum is read from the statement's snapshot,
     * before the update, so the units taken are subtracted from it.
     */
    takeAll(
      lines: readonly { variantId: number; quantity: number }[],
      movement: Pick<NewMovementRow, 'reason' | 'orderId' | 'actor' | 'note'>,
    ): Promise<number[]> {
      if (lines.length === 0) return Promise.resolve([]);
      const wanted = lines.map((line) => sql`(${line.variantId}::int, ${line.quantity}::int)`);
      const orderId = movement.orderId ?? null;
      return db
        .execute(
          sql`
        with wanted(id, quantity) as (values ${sql.join(wanted, sql`, `)}),
        taken as (
          update ${productVariants} v set quantity = v.quantity - w.quantity
          from wanted w
          where v.id = w.id and v.quantity >= w.quantity
          returning v.id, v.product_id, w.quantity),
        moved as (
          insert into ${stockMovements} (variant_id, delta, reason, order_id, actor, note)
          select id, -quantity, ${movement.reason}, ${orderId}::int, ${movement.actor}, ${movement.note ?? null}
          from taken order by id),
        per_product as (
          select product_id, sum(quantity)::int as units from taken group by product_id),
        synced as (
          update ${products} p set
            quantity = coalesce(
              (select sum(v.quantity) from ${productVariants} v where v.product_id = p.id), 0) - pp.units,
            units_sold = greatest(p.units_sold + (case when ${orderId}::int is null then 0 else pp.units end), 0)
          from per_product pp
          where p.id = pp.product_id)
        select id from taken`,
        )
        .then((result) => (result as { rows: { id: number }[] }).rows.map((row) => Number(row.id)));
    },

    /** Adds a delta already clamped by the caller (under the variant's lock). */
    async add(variantId: number, delta: number): Promise<void> {
      await db
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} + ${delta}` })
        .where(eq(productVariants.id, variantId));
    },

    async insertVariants(rows: NewVariantRow[]): Promise<VariantRow[]> {
      if (rows.length === 0) return [];
      return db.insert(productVariants).values(rows).returning();
    },

    async updateVariant(
      id: number,
      changes: Partial<
        Pick<VariantRow, 'sku' | 'options' | 'price' | 'discountedPrice' | 'position'>
      >,
    ): Promise<void> {
      await db.update(productVariants).set(changes).where(eq(productVariants.id, id));
    },

    async deleteVariants(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(productVariants).where(inArray(productVariants.id, [...ids]));
    },

    async insertMovements(rows: NewMovementRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(stockMovements).values(rows);
    },

    /**
     * Writes each product's quantity as the sum over its variants, and moves its units sold by
     * `sold` (orders' units), in one statement.
     */
    async syncProducts(sold: ReadonlyMap<number, number>): Promise<void> {
      if (sold.size === 0) return;
      const values = [...sold].map(([id, units]) => sql`(${id}::int, ${units}::int)`);
      await db.execute(sql`
        update ${products} set
          quantity = coalesce(
            (select sum(v.quantity) from ${productVariants} v where v.product_id = ${products.id}), 0),
          units_sold = greatest(${products.unitsSold} + d.sold, 0)
        from (values ${sql.join(values, sql`, `)}) as d(id, sold)
        where ${products.id} = d.id`);
    },

    /** Variants of these products in the owner's order (not locked: for answers). */
    variantsOf(productIds: readonly number[]): Promise<VariantRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, [...productIds]))
        .orderBy(
          asc(productVariants.productId),
          asc(productVariants.position),
          asc(productVariants.id),
        );
    },

    async findVariant(id: number): Promise<VariantRow | undefined> {
      const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
      return row;
    },

    /** A page of a variant's movements, newest first, with the order's number when there is one. */
    async movements(variantId: number, limit: number, offset: number) {
      const rows = await db
        .select({
          id: stockMovements.id,
          variantId: stockMovements.variantId,
          delta: stockMovements.delta,
          reason: stockMovements.reason,
          orderId: stockMovements.orderId,
          orderNumber: orders.number,
          actor: stockMovements.actor,
          note: stockMovements.note,
          at: stockMovements.at,
          total: sql<number>`(count(*) over())::int`,
        })
        .from(stockMovements)
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .where(eq(stockMovements.variantId, variantId))
        .orderBy(desc(stockMovements.id))
        .limit(limit)
        .offset(offset);
      return rows;
    },

    async movementCount(variantId: number): Promise<number> {
      return db.$count(stockMovements, eq(stockMovements.variantId, variantId));
    },

    /**
     * Products the owner should count again: more than one variant, and a variant whose stock is
     * still what the migration gave it (no recount written since, decision 0024).
     */
    async toRecount() {
      const result = (await db.execute(sql`
        select p.id, p.title, p.quantity
        from ${products} p
        where (select count(*) from ${productVariants} v where v.product_id = p.id) > 1
          and exists (
            select 1 from ${productVariants} v
            join ${stockMovements} m on m.variant_id = v.id and m.reason = 'migration'
            where v.product_id = p.id
              and not exists (
                select 1 from ${stockMovements} r where r.variant_id = v.id and r.reason = 'recount'))
        order by p.id`)) as { rows: { id: number; title: string; quantity: number }[] };
      return result.rows;
    },

    /** Every variant whose movements do not add up to its stock, and every product off its sum. */
    async mismatches(): Promise<StockMismatch[]> {
      const result = (await db.execute(sql`
        select 'variant' as kind, v.id, v.sku as label, v.quantity as stock,
               coalesce((select sum(m.delta) from ${stockMovements} m where m.variant_id = v.id), 0)::int
                 as expected
        from ${productVariants} v
        union all
        select 'product', p.id, p.title, p.quantity,
               coalesce((select sum(v.quantity) from ${productVariants} v where v.product_id = p.id), 0)::int
        from ${products} p`)) as { rows: StockMismatch[] };
      return result.rows
        .map((row) => ({ ...row, stock: Number(row.stock), expected: Number(row.expected) }))
        .filter((row) => row.stock !== row.expected)
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
    },

    /** How many variants and movements the ledger holds (check-stock's summary). */
    async counts(): Promise<{ variants: number; movements: number }> {
      return {
        variants: await db.$count(productVariants),
        movements: await db.$count(stockMovements),
      };
    },
  };
}
