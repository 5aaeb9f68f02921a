import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseBannerImage } from '@shop/domain/normalise';
import type { Banner } from '@shop/domain/schemas/banner.schema';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/banner/get; each banner's image normalised to one file name ('' when unusable). */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  // Spec §8: a banner failure is only logged; the hero falls back to the bundled image.
  const data = await apiRequest<{ banners?: unknown }>('/banner/get', {
    signal,
    toastOnError: false,
  });
  if (!data || !Array.isArray(data.banners)) throw new Error('The banner response has no banners');
  return (data.banners as Banner[]).map((banner) => ({
    ...banner,
    image: normaliseBannerImage(banner.image),
  }));
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.banners.all,
    queryFn: ({ signal }) => getBanners(signal),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
