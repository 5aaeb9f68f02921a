import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ShopSettings } from '@shop/domain/schemas/shop-settings.schema';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The owner's settings as the header and footer need them, read from the query cache without the
 * query machinery: useQuery and the API client would add about 2 KB to every page's first view (issue
 * 24's budget). Every page the server renders carries them in its data (store-page-queries.ts), kept
 * for the whole visit (providers.tsx); pages that show more of them (product, contact, checkout) ask
 * with useShopSettings, and the header and footer follow. Without them there is no WhatsApp link
 * rather than a dead one.
 */
export function useCachedShopSettings(): ShopSettings | undefined {
  const client = useQueryClient();
  const read = () => client.getQueryData<ShopSettings>(queryKeys.shopSettings.all);
  return useSyncExternalStore((onChange) => client.getQueryCache().subscribe(onChange), read, read);
}
