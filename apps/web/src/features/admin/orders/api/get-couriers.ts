import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  configuredCouriersSchema,
  type ConfiguredCouriers,
} from '@shop/domain/schemas/couriers.schema';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/admin/couriers: the couriers whose settings are given, the only ones offered. */
export function getCouriers(signal?: AbortSignal): Promise<ConfiguredCouriers> {
  return apiRequest('/admin/couriers', { schema: configuredCouriersSchema, signal });
}

// Settings change only with a restart: read once a visit.
export const couriersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'couriers'] as const,
    queryFn: ({ signal }) => getCouriers(signal),
    staleTime: Infinity,
  });

export function useCouriers() {
  return useQuery(couriersQueryOptions());
}
