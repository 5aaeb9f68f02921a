import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@shop/domain/schemas/shop-settings.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/shop-settings: the owner's delivery time, exchange policy and WhatsApp number. The server
 * reads it with the product and contact pages it renders, so the browser starts with it; no zod and
 * no toast here (first view: a failure simply shows none of these texts).
 */
export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shopSettings.all,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ settings: ShopSettings }>('/shop-settings', {
          signal,
          toastOnError: false,
        })
      ).settings,
    // They change rarely: asked once per visit (a page the server renders carries the latest).
    staleTime: 10 * 60 * 1000,
  });

export function useShopSettings(): ShopSettings | undefined {
  return useQuery(shopSettingsQueryOptions()).data;
}
