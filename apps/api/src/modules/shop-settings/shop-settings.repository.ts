/** The one row of the owner's storefront texts (db/schema/shop-settings.ts). */
import type { ShopSettings } from '@shop/domain/schemas/shop-settings.schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopSettings } from '../../db/schema/shop-settings';

const ROW_ID = 1;

export function createShopSettingsRepository(db: Database) {
  const columns = {
    deliveryTime: shopSettings.deliveryTime,
    exchangePolicy: shopSettings.exchangePolicy,
    whatsappNumber: shopSettings.whatsappNumber,
  };
  return {
    /** The texts as written, or undefined before the owner has saved any. */
    async read(): Promise<ShopSettings | undefined> {
      const [row] = await db.select(columns).from(shopSettings).where(eq(shopSettings.id, ROW_ID));
      return row;
    },

    /** Writes every text at once (two staff saving together: the last save wins, whole). */
    async write(settings: ShopSettings): Promise<ShopSettings> {
      const [row] = await db
        .insert(shopSettings)
        .values({ id: ROW_ID, ...settings })
        .onConflictDoUpdate({
          target: shopSettings.id,
          set: { ...settings, updatedAt: new Date() },
        })
        .returning(columns);
      if (!row) throw new Error('saving the shop settings returned no row');
      return row;
    },
  };
}
