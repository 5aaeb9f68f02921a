import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { normaliseBannerImage } from '@shop/domain/normalise';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const bannersResponseSchema = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      // The spec's store may keep the file name JSON-encoded; read it the one way the domain knows.
      image: z.unknown().transform((value) => normaliseBannerImage(value)),
    }),
  ),
});
export type AdminBanner = z.output<typeof bannersResponseSchema>['banners'][number];

export async function getBanners(): Promise<AdminBanner[]> {
  const { banners } = await apiRequest('/banner/get', { schema: bannersResponseSchema });
  return banners;
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.banners(), queryFn: getBanners });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
