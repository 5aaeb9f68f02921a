import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { banners } from '../../db/schema/banners';

export type BannerRow = typeof banners.$inferSelect;

export function createBannersRepository(db: Database) {
  return {
    /** Oldest first: the home page shows the first banner. */
    list(): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.id));
    },
    async insert(image: string): Promise<BannerRow> {
      const [row] = await db.insert(banners).values({ image }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, image: string): Promise<BannerRow | undefined> {
      const [row] = await db.update(banners).set({ image }).where(eq(banners.id, id)).returning();
      return row;
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, banners, id);
    },
  };
}
