import {
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsForm,
} from '@shop/domain/schemas/shop-settings.schema';
import { z } from 'zod';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';
import { settingsObjectHooks } from './settings-object';

const settingsResponseSchema = z.object({ settings: shopSettingsSchema });

/** GET and PUT /api/admin/settings: the storefront texts as the owner last saved them (or the defaults). */
const shopSettings = settingsObjectHooks<
  z.infer<typeof settingsResponseSchema>,
  ShopSettings,
  ShopSettingsForm
>({
  path: '/admin/settings',
  answerSchema: settingsResponseSchema,
  settingsOf: (answer) => answer.settings,
  adminKey: adminKeys.shopSettings(),
  storefrontKey: queryKeys.shopSettings.all,
});

export const useAdminShopSettings = shopSettings.useSettings;
export const useSaveShopSettings = shopSettings.useSave;
