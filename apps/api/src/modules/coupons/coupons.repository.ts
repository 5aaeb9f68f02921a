import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { updateById } from '../../db/update-by-id';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';

export type CouponRow = typeof coupons.$inferSelect;
/** A coupon and how many orders used it (not cancelled), as the back office lists it. */
export type CouponWithUses = CouponRow & { uses: number };
export type CouponValues = Pick<
  typeof coupons.$inferInsert,
  'couponCode' | 'discount' | 'startsAt' | 'endsAt' | 'minOrderTotal' | 'maxUses' | 'onePerPhone'
>;

const sameCode = (couponCode: string) => sql`lower(${coupons.couponCode}) = lower(${couponCode})`;

/** An order uses its coupon until it is cancelled (a cancelled order gives its use back). */
const usingOrders = (couponId: number) =>
  and(eq(orders.couponId, couponId), ne(orders.status, 'cancelled'));

/** A column named with its table: drizzle leaves a single table's columns bare, inside a subquery too. */
const qualified = (table: typeof orders | typeof coupons, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

const withUses = {
  ...getTableColumns(coupons),
  uses: sql<number>`(select count(*)::int from ${orders} where ${qualified(orders, orders.couponId)} = ${qualified(coupons, coupons.id)} and ${qualified(orders, orders.status)} <> 'cancelled')`,
};

export function createCouponsRepository(db: Database) {
  return {
    list(): Promise<CouponWithUses[]> {
      return db.select(withUses).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
    },
    /** The back office's table: newest first; found by code or id. */
    adminList(q: string | undefined): AdminListReader<CouponWithUses> {
      const where = adminSearch(q, { texts: [coupons.couponCode], ids: [coupons.id] });
      return {
        count: async () => db.$count(coupons, where),
        rows: (limit, offset) =>
          db
            .select(withUses)
            .from(coupons)
            .where(where)
            .orderBy(desc(coupons.createdAt), desc(coupons.id))
            .limit(limit)
            .offset(offset),
      };
    },
    /** Codes match regardless of case. */
    async findByCode(couponCode: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(sameCode(couponCode)).limit(1);
      return row;
    },
    /**
     * Reads the coupon and locks its row until the transaction ends: orders using one coupon count
     * its uses one after the other, each seeing the orders placed before it.
     */
    /** Sends its statement when called (db/pipelined.ts). */
    lockByCode(couponCode: string): Promise<CouponRow | undefined> {
      return db
        .select()
        .from(coupons)
        .where(sameCode(couponCode))
        .limit(1)
        .for('update')
        .then(([row]) => row);
    },
    async lockById(id: number): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },
    /** Orders that used the coupon and were not cancelled. */
    async usesOf(couponId: number): Promise<number> {
      return db.$count(orders, usingOrders(couponId));
    },
    /** Orders from one phone (its key, +923XXXXXXXXX) that used the coupon and were not cancelled. */
    async usesByPhone(couponId: number, phoneKey: string): Promise<number> {
      return db.$count(orders, and(usingOrders(couponId), eq(orders.phoneKey, phoneKey)));
    },
    /** Inserts unless a code equal regardless of case exists; returns the new row or undefined. */
    async insert(values: CouponValues): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row;
    },
    update(id: number, values: Partial<CouponValues>): Promise<CouponRow | undefined> {
      return updateById(db, coupons, id, values);
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, coupons, id);
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
