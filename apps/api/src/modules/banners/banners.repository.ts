import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/delete-by-id';
import { updateById } from '../../db/update-by-id';
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
    update(id: number, image: string): Promise<BannerRow | undefined> {
      return updateById(db, banners, id, { image });
    },
    delete(id: number): Promise<boolean> {
      return deleteById(db, banners, id);
    },
  };
}
