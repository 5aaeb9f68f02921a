import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema/admins';

export type AdminRow = typeof admins.$inferSelect;

export function createAdminRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      return row;
    },
    async findById(id: number): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(admins);
      return row?.value ?? 0;
    },
    /** Inserts unless the email exists; returns the new row or undefined. */
    async insert(email: string, passwordHash: string): Promise<AdminRow | undefined> {
      const [row] = await db
        .insert(admins)
        .values({ email, passwordHash })
        .onConflictDoNothing({ target: admins.email })
        .returning();
      return row;
    },
    async updatePassword(email: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(admins)
        .set({
          passwordHash,
          tokenVersion: sql`${admins.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(admins.email, email))
        .returning({ id: admins.id });
      return rows.length > 0;
    },
  };
}
