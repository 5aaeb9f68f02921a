import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ShopSettings } from '@shop/domain/schemas/shop-settings.schema';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The owner's settings as the header and footer need them, read from the query cache without the
 * query machinery: useQuery and the API client would add about 2 KB to every page's first view (issue
 * 24's budget). Every page the server renders carries them in its data (store-page-queries.ts); when
 * the cache lacks them, they are asked for once, with the rest of the code.
 */
export function useCachedShopSettings(): ShopSettings | undefined {
  const client = useQueryClient();
  const read = () => client.getQueryData<ShopSettings>(queryKeys.shopSettings.all);
  const settings = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    read,
    read,
  );
  useEffect(() => {
    if (settings) return;
    void import('./api/get-shop-settings').then(({ shopSettingsQueryOptions }) =>
      client.prefetchQuery(shopSettingsQueryOptions()),
    );
  }, [client, settings]);
  return settings;
}
