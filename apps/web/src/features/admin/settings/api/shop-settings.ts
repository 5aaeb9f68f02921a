import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsForm,
} from '@shop/domain/schemas/shop-settings.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';

const settingsResponseSchema = z.object({ settings: shopSettingsSchema });

/** GET /api/admin/settings: the storefront texts as the owner last saved them (or the defaults). */
export function useAdminShopSettings() {
  return useQuery({
    queryKey: adminKeys.shopSettings(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/settings', { signal, schema: settingsResponseSchema })).settings,
  });
}

/** PUT /api/admin/settings; the form shows a 400's field messages itself. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ShopSettingsForm): Promise<ShopSettings> =>
      (
        await apiRequest('/admin/settings', {
          method: 'PUT',
          body: values,
          schema: settingsResponseSchema,
          toastOnError: false,
        })
      ).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.shopSettings(), settings);
      // The storefront's copy in this tab, too; only it (`exact`): the back office's copy, whose key
      // starts with the same words, was just set from the answer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopSettings.all, exact: true });
    },
  });
}
