import { desc, eq, sql } from 'drizzle-orm';
import { adminSearch, type AdminListReader } from '../../db/admin-list';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/coupons';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Pick<typeof coupons.$inferInsert, 'code' | 'discount'>;

const lowerCode = (code: string) => sql`lower(${coupons.code}) = lower(${code})`;

export function createCouponsRepository(db: Database) {
  return {
    list(): Promise<CouponRow[]> {
      return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
    },
    /** The back office's table: newest first; found by code or id. */
    adminList(q: string | undefined): AdminListReader<CouponRow> {
      const where = adminSearch(q, { texts: [coupons.code], ids: [coupons.id] });
      return {
        count: async () => db.$count(coupons, where),
        rows: (limit, offset) =>
          db
            .select()
            .from(coupons)
            .where(where)
            .orderBy(desc(coupons.createdAt), desc(coupons.id))
            .limit(limit)
            .offset(offset),
      };
    },
    /** Codes match regardless of case. */
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(lowerCode(code)).limit(1);
      return row;
    },
    /** Inserts unless a code equal regardless of case exists; returns the new row or undefined. */
    async insert(values: CouponValues): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: CouponValues): Promise<CouponRow | undefined> {
      const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      return row;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
      return rows.length > 0;
    },
  };
}
