import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /api/banner/update {id, image} when editing, POST /api/banner/add {image} otherwise (spec §7). */
export function saveBanner({ id, image }: { id: number | null; image: string }): Promise<unknown> {
  return id === null
    ? apiRequest('/banner/add', { method: 'POST', body: { image } })
    : apiRequest('/banner/update', { method: 'POST', body: { id, image } });
}

export function useSaveBanner() {
  return useInvalidatingMutation(saveBanner, queryKeys.banners.all);
}
