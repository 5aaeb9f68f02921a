import {
  DEFAULT_SHOP_SETTINGS,
  type ShopSettings,
} from '@shop/domain/schemas/shop-settings.schema';
import type { Database } from '../../db/client';
import { createShopSettingsRepository } from './shop-settings.repository';

export function createShopSettingsService(db: Database) {
  const repository = createShopSettingsRepository(db);
  return {
    /** What the storefront shows: the owner's texts, or the defaults before any were saved. */
    async current(): Promise<ShopSettings> {
      return (await repository.read()) ?? DEFAULT_SHOP_SETTINGS;
    },
    save: (settings: ShopSettings) => repository.write(settings),
  };
}
