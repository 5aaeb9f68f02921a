import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';
import { apiRequest, isNotFoundError } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const trackingPath = (token: string) => `/orders/track/${encodeURIComponent(token)}`;

/**
 * GET /api/orders/track/:token: the order behind a tracking link. No toast: an unknown link shows its
 * own message on the page. (No zod here: this page is opened from a message, on a phone, first.)
 */
export const trackedOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.orders.tracked(token),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ order: TrackedOrder }>(trackingPath(token), {
          signal,
          toastOnError: false,
        })
      ).order,
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
  });

export function useTrackedOrder(token: string) {
  return useQuery(trackedOrderQueryOptions(token));
}

/** POST /api/orders/track/:token: the shopper confirms or cancels a pending order. */
export function useChangeTrackedOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'confirmed' | 'cancelled') =>
      (
        await apiRequest<{ order: TrackedOrder }>(trackingPath(token), {
          method: 'POST',
          body: { status },
        })
      ).order,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.tracked(token), order),
    // Refused (someone changed it first): show the order as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.tracked(token) }),
  });
}
