import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema/banners';
import { coupons } from '../../db/schema/coupons';
import { products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';
import { shopSettings } from '../../db/schema/shop-settings';

/** Any constant: two processes starting on one database seed one after the other, not both. */
const SEED_LOCK = 4_242_001;

export function createDemoRepository(db: Database) {
  return {
    async countProducts(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(products);
      return row?.value ?? 0;
    },
    /** Held until the transaction ends. */
    async lockSeed(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    },
    async insertProducts(values: (typeof products.$inferInsert)[]) {
      return db
        .insert(products)
        .values(values)
        .returning({ id: products.id, title: products.title });
    },
    async setOptions(id: number, options: string[]) {
      await db.update(products).set({ options }).where(eq(products.id, id));
    },
    async insertReviews(values: (typeof reviews.$inferInsert)[]) {
      if (values.length > 0) await db.insert(reviews).values(values);
    },
    async insertBanner(image: string) {
      await db.insert(banners).values({ image });
    },
    async insertCoupon(couponCode: string, discount: number) {
      await db.insert(coupons).values({ couponCode, discount }).onConflictDoNothing();
    },
    /** Only where the owner has saved none: the owner's own texts are never replaced. */
    async insertShopSettings(values: Omit<typeof shopSettings.$inferInsert, 'id'>) {
      await db
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoNothing();
    },
  };
}
